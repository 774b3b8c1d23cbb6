import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-12 text-center sm:py-16">
      <img
        src="/not-found.svg"
        alt="An open book with a page torn out"
        width={480}
        height={320}
        className="w-full max-w-sm"
      />
      <h1 className="mt-6 text-3xl font-bold tracking-tight">This page is missing</h1>
      <p className="mt-2 text-stone-600">
        The page you were looking for has been torn out, or was never written.
      </p>
      <Link
        to="/"
        className="mt-8 inline-block rounded-full bg-brand-700 px-6 py-3 font-semibold text-white shadow-md hover:bg-brand-800"
      >
        Return to Home
      </Link>
    </section>
  );
}
