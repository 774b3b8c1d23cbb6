import { useText } from '#app/i18n/i18n.ts';
import { homeText } from '../i18n.ts';

export function CustomerReview() {
  const t = useText(homeText);
  return (
    <section aria-labelledby="review-heading" className="mx-auto max-w-6xl px-4 py-10">
      <h2 id="review-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t.reviewHeading}
      </h2>
      <figure className="mt-6 rounded-2xl bg-brand-800 p-6 text-white shadow-md sm:p-10">
        <p className="text-amber-300" role="img" aria-label={t.fiveStarRating}>
          <span aria-hidden="true" className="text-xl tracking-widest">
            ★★★★★
          </span>
        </p>
        <blockquote className="mt-4 text-lg leading-relaxed sm:text-xl">{t.reviewQuote}</blockquote>
        <figcaption className="mt-6 flex items-center gap-3">
          <span
            aria-hidden="true"
            className="flex h-11 w-11 items-center justify-center rounded-full bg-amber-400 font-bold text-stone-900"
          >
            {t.fa}
          </span>
          <span>
            <span className="block font-semibold">{t.reviewName}</span>
            <span className="block text-sm text-brand-100">{t.reviewRole}</span>
          </span>
        </figcaption>
      </figure>
    </section>
  );
}
