import type { Review } from '@boibazar/shared/reviews';
import { Stars } from '#app/components/ui/Rating.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { reviewsText } from '../i18n.ts';
import { byLanguage } from '#app/lib/dates.ts';

const day = byLanguage(new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }));

export function ReviewCard({ review, footer }: { review: Review; footer?: React.ReactNode }) {
  const text = useText(reviewsText);
  return (
    <article className="rounded-lg border border-stone-200 bg-white p-4 text-sm">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-stone-900">
          {review.authorName}{' '}
          <span className="font-normal text-stone-500">
            (
            {review.exchangeId
              ? text.exchangeRole
              : review.authorRole === 'buyer'
                ? text.buyerRole
                : text.sellerRole}
            )
          </span>
        </p>
        <Stars rating={review.rating} />
      </header>
      <p className="mt-1 text-xs text-stone-500">
        <time dateTime={review.createdAt}>{day.format(new Date(review.createdAt))}</time>
        {!review.published && text.hiddenUntilBothReviewed}
      </p>
      {review.text && <p className="mt-2 whitespace-pre-line text-stone-800">{review.text}</p>}
      {review.reply && (
        <div className="mt-3 border-l-2 border-brand-600 pl-3 text-stone-700">
          <p className="text-xs font-semibold text-stone-500">{text.reply}</p>
          <p className="whitespace-pre-line">{review.reply}</p>
        </div>
      )}
      {footer}
    </article>
  );
}
