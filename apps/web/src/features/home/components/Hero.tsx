import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSession } from '#app/features/identity/index.ts';
import { useText } from '#app/i18n/i18n.ts';
import { homeText } from '../i18n.ts';

/** A compact hero: what BoiBazar is, a search box and 'Buy Now', leaving room for books on the first screen. */
export function Hero({ search }: { search: ReactNode }) {
  const t = useText(homeText);
  const { user } = useSession();
  return (
    <section aria-labelledby="hero-heading" className="bg-gradient-to-br from-brand-50 via-white to-amber-50">
      <div className="mx-auto flex max-w-6xl items-center gap-8 px-4 py-5 sm:py-8">
        <div className="min-w-0 flex-1">
          <h1
            id="hero-heading"
            className="text-2xl font-extrabold leading-tight tracking-tight text-stone-900 sm:text-4xl"
          >
            {t.heroTitle}
          </h1>
          <p className="mt-1 max-w-prose text-stone-700 sm:mt-2 sm:text-lg">{t.heroText}</p>
          <div className="mt-3 flex max-w-xl flex-col gap-2 sm:mt-5 sm:flex-row sm:items-center sm:gap-3">
            <div className="min-w-0 flex-1">{search}</div>
            <Link
              to="/allcategories"
              className="inline-flex shrink-0 items-center justify-center gap-2 rounded-full bg-brand-700 px-6 py-2.5 font-semibold text-white shadow-md transition hover:bg-brand-800"
            >
              {t.buyNow}
              <span aria-hidden="true">→</span>
            </Link>
          </div>
          {!user && (
            <p className="mt-3 text-sm text-stone-700">
              {t.haveBooksToSell}{' '}
              <Link
                to="/signup?role=Seller"
                className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
              >
                {t.sellYourBook}
              </Link>
            </p>
          )}
        </div>
        <img
          src="/hero-books.svg"
          alt={t.heroImage}
          width={480}
          height={400}
          className="hidden w-56 shrink-0 md:block lg:w-64"
        />
      </div>
    </section>
  );
}
