// Replaced by its issue's work.
export function BlogPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold">Blog</h1>
    </section>
  );
}
