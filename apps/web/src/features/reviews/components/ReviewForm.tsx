// Leave a review of a completed deal (an order or an exchange): 1–5 stars and up to 1000 characters.
import { REVIEW_TEXT_MAX } from '@boibazar/shared/reviews';
import { useState } from 'react';
import { Field, controlClass } from '#app/components/ui/Field.tsx';
import { notify } from '#app/lib/toast.ts';
import { useCreateReview } from '../api/create-review.ts';
import { reviewKeys, type ReviewedDeal } from '../api/reviews-keys.ts';
import { useText } from '#app/i18n/i18n.ts';
import { reviewsText } from '../i18n.ts';
import { formatCount } from '#app/lib/money.ts';
import { buttonClass } from '#app/components/ui/Button.tsx';

export function ReviewForm({ deal, about }: { deal: ReviewedDeal; about: string }) {
  const t = useText(reviewsText);
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const create = useCreateReview(reviewKeys.deal(deal));
  return (
    <form
      aria-label={t.leaveAReview}
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (rating < 1) return setError(t.chooseStars);
        setError(undefined);
        create.mutate(
          { ...deal, rating, text },
          {
            onSuccess: () => notify.success(t.thankYouForYourReview),
            onError: (e) => notify.error(e.message),
          },
        );
      }}
    >
      <fieldset>
        <legend className="text-sm font-medium text-stone-800">
          {t.yourRatingOf} {about}
        </legend>
        <div className="mt-1 flex gap-1">
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className="cursor-pointer">
              <input
                type="radio"
                name="review-rating"
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                className="peer sr-only"
              />
              <span
                aria-hidden="true"
                className={`text-3xl peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 ${value <= rating ? 'text-amber-500' : 'text-stone-300'}`}
              >
                ★
              </span>
              <span className="sr-only">
                {(value === 1 ? t.starCountOne : t.starCountMany)({ count: formatCount(value) })}
              </span>
            </label>
          ))}
        </div>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </fieldset>
      <Field id="review-text" label={t.reviewTextLabel({ REVIEW_TEXT_MAX })}>
        <textarea
          id="review-text"
          rows={3}
          maxLength={REVIEW_TEXT_MAX}
          className={controlClass}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </Field>
      <p className="text-xs text-stone-500">{t.hiddenReviewsExplained}</p>
      <button type="submit" disabled={create.isPending} className={buttonClass()}>
        {t.submitReview}
      </button>
    </form>
  );
}
