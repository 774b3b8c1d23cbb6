// "Other copies of this book" on the book page (decision 320): every other copy of the same work for
// sale now, cheapest first, with its condition, price, district and the seller's rating.
import { districtName } from '@boibazar/shared/districts';
import { useStore } from '@nanostores/react';
import { Link } from 'react-router';
import { language } from '#app/i18n/locale.ts';
import { useLocalise } from '#app/i18n/messages.ts';
import { formatCount, formatRating } from '#app/lib/money.ts';
import { useWork } from '../api/get-work.ts';
import { useText } from '#app/i18n/i18n.ts';
import { listingText } from '../i18n.ts';

const taka = (amount: number) => `৳${formatCount(amount)}`;

export function OtherCopies({ bookId }: { bookId: string }) {
  const t = useText(listingText);
  const localise = useLocalise();
  const reading = useStore(language);
  const work = useWork(bookId).data;
  const others = work?.copies.filter((c) => c._id !== bookId) ?? [];
  const lookingFor = work?.summary.lookingFor ?? 0;
  if (!work || (others.length === 0 && work.summary.soldLast90Days === 0 && lookingFor === 0)) return null;
  return (
    <section
      aria-labelledby="other-copies-title"
      className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="other-copies-title" className="text-lg font-bold">
        {t.otherCopiesOfThisBook}
      </h2>
      {lookingFor > 0 && (
        <p className="mt-1 text-sm font-medium text-emerald-800">
          {lookingFor === 1 ? t.onePersonLooking : t.peopleLooking({ count: formatCount(lookingFor) })}
        </p>
      )}
      {work.summary.soldLast90Days > 0 && work.summary.medianSoldLast90Days !== null && (
        <p className="mt-1 text-sm text-stone-700">
          {t.soldRecently({
            count: formatCount(work.summary.soldLast90Days),
            median: taka(work.summary.medianSoldLast90Days),
          })}
        </p>
      )}
      {others.length === 0 ? (
        <p className="mt-2 text-sm text-stone-700">{t.noOtherCopies}</p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-200">
          {others.map((copy) => (
            <li key={copy._id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span className="font-semibold">{taka(copy.resale)}</span>
              <span>{localise(copy.condition)}</span>
              <span>{districtName(copy.location, reading)}</span>
              <span className="text-stone-700">
                {copy.sellerRating
                  ? t.sellerRatingShort({ rating: formatRating(copy.sellerRating.average) })
                  : t.newSeller}
              </span>
              <Link to={`/books/${copy._id}`} className="font-medium text-brand-700 underline">
                {t.view}
                <span className="sr-only">
                  {' '}
                  {taka(copy.resale)}, {localise(copy.condition)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
