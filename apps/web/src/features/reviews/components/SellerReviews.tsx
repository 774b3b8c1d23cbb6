import { LoadMoreButton } from '#app/components/ui/LoadMoreButton.tsx';
import { useSellerReviews } from '../api/get-seller.ts';
import { ReviewCard } from './ReviewCard.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { reviewsText } from '../i18n.ts';
import { itemsOf } from '#app/lib/pages.ts';

/** A seller's published reviews by their buyers, newest first, ten at a time. */
export function SellerReviews({ sellerId }: { sellerId: string }) {
  const t = useText(reviewsText);
  const reviews = useSellerReviews(sellerId);
  const rows = itemsOf(reviews.data);
  return (
    <section aria-labelledby="seller-reviews-title">
      <h2 id="seller-reviews-title" className="text-xl font-bold text-stone-900">
        {t.reviews}
      </h2>
      {reviews.isSuccess && rows.length === 0 && <p className="mt-2 text-stone-600">{t.noReviewsListed}</p>}
      <ul className="mt-3 space-y-3">
        {rows.map((review) => (
          <li key={review._id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
      <LoadMoreButton query={reviews} label={t.moreReviews} />
    </section>
  );
}
