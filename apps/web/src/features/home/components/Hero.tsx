import { Link } from 'react-router';

export function Hero() {
  return (
    <section aria-labelledby="hero-heading" className="bg-gradient-to-br from-brand-50 via-white to-amber-50">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-10 sm:py-16 md:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">
            Second-hand books, first-hand stories
          </p>
          <h1
            id="hero-heading"
            className="mt-3 text-4xl font-extrabold leading-tight tracking-tight text-stone-900 sm:text-5xl"
          >
            Give your books a second life
          </h1>
          <p className="mt-4 max-w-prose text-lg text-stone-600">
            Buy, sell and exchange used text books, poetry, fiction and job-exam guides with readers across
            Bangladesh, and pay in Taka.
          </p>
          <Link
            to="/allcategories"
            className="mt-8 inline-flex items-center gap-2 rounded-full bg-brand-700 px-7 py-3 text-lg font-semibold text-white shadow-md transition hover:bg-brand-800"
          >
            Buy Now
            <span aria-hidden="true">→</span>
          </Link>
        </div>
        <img
          src="/hero-books.svg"
          alt="A stack of second-hand books with a cup of tea"
          width={480}
          height={400}
          className="mx-auto w-full max-w-[17rem] sm:max-w-sm md:max-w-md"
        />
      </div>
    </section>
  );
}
