export function Footer() {
  return (
    <footer className="mt-12 bg-stone-900 text-stone-300">
      <div className="mx-auto max-w-6xl px-4 py-8 text-sm">© BoiBazar</div>
    </footer>
  );
}
