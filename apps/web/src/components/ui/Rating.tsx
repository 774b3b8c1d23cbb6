import { useText } from '#app/i18n/i18n.ts';
import { uiText } from '#app/i18n/shell.ts';
import { formatCount, formatRating, inReaderDigits } from '#app/lib/money.ts';
/** A rating as five stars, read out as "4 out of 5 stars". */
export function Stars({ rating, className = 'text-amber-500' }: { rating: number; className?: string }) {
  const t = useText(uiText);
  const full = Math.round(rating);
  return (
    <span
      role="img"
      aria-label={t.ratingOutOf5Stars({ rating: inReaderDigits(rating) })}
      className={`tracking-tight ${className}`}
    >
      {'★'.repeat(full)}
      <span className="text-stone-300">{'★'.repeat(5 - full)}</span>
    </span>
  );
}

/** A seller's rating with its count, e.g. ★ 4.3 (12); nothing before the first review. */
export function RatingBadge({ rating }: { rating: { average: number; count: number } | null }) {
  const t = useText(uiText);
  if (!rating) return null;
  return (
    <span className="inline-flex items-center gap-1 text-sm text-stone-700">
      <span aria-hidden="true" className="text-amber-500">
        ★
      </span>
      <span className="sr-only">{t.rated}</span>
      {formatRating(rating.average)}
      <span className="text-stone-500">
        {(rating.count === 1 ? t.oneReview : t.reviewCount)({ count: formatCount(rating.count) })}
      </span>
    </span>
  );
}
