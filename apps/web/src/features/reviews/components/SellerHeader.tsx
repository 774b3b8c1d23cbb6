import type { SellerProfile } from '@boibazar/shared/reviews';
import { RatingBadge } from '#app/components/ui/Rating.tsx';
import { VerifiedTick } from '#app/components/ui/VerifiedTick.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { reviewsText } from '../i18n.ts';
import { formatCount } from '#app/lib/money.ts';
import { byLanguage } from '#app/lib/dates.ts';

const month = byLanguage(new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' }));

/** The top of a seller's public profile: who they are and how their deals went. */
export function SellerHeader({ seller }: { seller: SellerProfile }) {
  const t = useText(reviewsText);
  return (
    <header className="flex flex-col gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:flex-row sm:items-center">
      {seller.image ? (
        <img src={seller.image} alt="" className="h-20 w-20 shrink-0 rounded-full object-cover" />
      ) : (
        <span
          aria-hidden="true"
          className="flex h-20 w-20 shrink-0 items-center justify-center rounded-full bg-brand-100 text-3xl font-bold text-brand-800"
        >
          {seller.name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <div className="min-w-0 space-y-1">
        <h1 className="flex items-center gap-2 text-2xl font-bold text-stone-900">
          <span className="truncate">{seller.name}</span>
          {seller.verified && <VerifiedTick className="h-6 w-6" />}
        </h1>
        <p className="text-sm text-stone-600">
          {t.memberSince} {month.format(new Date(seller.memberSince))}
        </p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-stone-700">
          {seller.rating ? <RatingBadge rating={seller.rating} /> : <span>{t.noReviewsYet}</span>}
          <span>
            {(seller.completedSales === 1 ? t.oneCompletedSale : t.completedSales)({
              count: formatCount(seller.completedSales),
            })}
          </span>
        </div>
      </div>
    </header>
  );
}
