import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Page not found</h1>
      <Link to="/" className="mt-6 inline-block rounded-md bg-brand-700 px-4 py-2 text-white">
        Return to Home
      </Link>
    </section>
  );
}
