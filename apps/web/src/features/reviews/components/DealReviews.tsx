// The reviews of one deal (an order or an exchange) on its page: leave yours, see theirs once published,
// reply once.
import { useState } from 'react';
import { controlClass } from '#app/components/ui/Field.tsx';
import { notify } from '#app/lib/toast.ts';
import { dealReviewsQuery, useDealReviews, type ReviewedDeal } from '../api/get-deal-reviews.ts';
import { useReplyToReview } from '../api/reply-to-review.ts';
import { ReviewCard } from './ReviewCard.tsx';
import { ReviewForm } from './ReviewForm.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { reviewsText } from '../i18n.ts';

function ReplyForm({ deal, reviewId }: { deal: ReviewedDeal; reviewId: string }) {
  const t = useText(reviewsText);
  const [text, setText] = useState('');
  const reply = useReplyToReview(dealReviewsQuery(deal).queryKey);
  return (
    <form
      aria-label={t.replyToThisReview}
      className="mt-3 flex flex-col gap-2 sm:flex-row"
      onSubmit={(event) => {
        event.preventDefault();
        if (!text.trim()) return;
        reply.mutate(
          { reviewId, text },
          { onSuccess: () => notify.success(t.replyPosted), onError: (e) => notify.error(e.message) },
        );
      }}
    >
      <label htmlFor={`reply-${reviewId}`} className="sr-only">
        {t.yourReply}
      </label>
      <input
        id={`reply-${reviewId}`}
        className={controlClass}
        maxLength={1000}
        placeholder={t.replyOncePublicly}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <button
        type="submit"
        disabled={reply.isPending}
        className="rounded-md border border-brand-700 px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-50"
      >
        {t.reply}
      </button>
    </form>
  );
}

export function DealReviews({
  deal,
  completed,
  canReview,
  other,
  admin,
}: {
  deal: ReviewedDeal;
  completed: boolean;
  /** The deal's actions include 'review' for the viewer. */
  canReview: boolean;
  /** The other party's name, as the viewer sees them. */
  other: string;
  admin: boolean;
}) {
  const t = useText(reviewsText);
  const reviews = useDealReviews(deal, completed);
  if (!completed || !reviews.data) return null;
  const { mine, theirs, theirsPending } = reviews.data;
  return (
    <section aria-labelledby="reviews-title" className="space-y-3">
      <h2 id="reviews-title" className="text-lg font-semibold text-stone-900">
        {t.reviews}
      </h2>
      {canReview && (
        <div className="rounded-lg border border-stone-200 bg-white p-4">
          <ReviewForm deal={deal} about={other} />
        </div>
      )}
      {mine && <ReviewCard review={mine} />}
      {theirs && (
        <ReviewCard
          review={theirs}
          footer={
            !admin && theirs.published && !theirs.reply && <ReplyForm deal={deal} reviewId={theirs._id} />
          }
        />
      )}
      {theirsPending && (
        <p className="text-sm text-stone-600">
          {other} {t.otherSideReviewedHidden}
        </p>
      )}
      {!mine && !theirs && !theirsPending && !canReview && (
        <p className="text-sm text-stone-600">{t.noReviewsForThisDeal}</p>
      )}
    </section>
  );
}
