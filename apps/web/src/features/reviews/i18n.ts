// The reviews feature's texts in English, the base language: the spec's strings and today's UI, unchanged (odd
// spellings included). They load with the feature; the Bangla (i18n-bn.ts) loads only for a Bangla reader.
import { params } from '@nanostores/i18n';
import { defineTexts } from '#app/i18n/i18n.ts';

export const en = {
  reviews: {
    starCountOne: params('{count} star'),
    starCountMany: params('{count} stars'),
    /** Beside the author's name on a review written after an exchange (not a purchase). */
    exchangeRole: 'exchange',
    buyerRole: 'buyer',
    sellerRole: 'seller',
    replyToThisReview: 'Reply to this review',
    replyPosted: 'Reply posted',
    yourReply: 'Your reply',
    replyOncePublicly: 'Reply once, publicly',
    reply: 'Reply',
    reviews: 'Reviews',
    otherSideReviewedHidden: 'has reviewed you; you will see it once yours is in.',
    noReviewsForThisDeal: 'No reviews for this deal.',
    hiddenUntilBothReviewed: ' · hidden until the other side reviews or the window closes',
    leaveAReview: 'Leave a review',
    chooseStars: 'Choose from 1 to 5 stars',
    thankYouForYourReview: 'Thank you for your review',
    yourRatingOf: 'Your rating of',
    reviewTextLabel: params('Your review (optional, up to {REVIEW_TEXT_MAX} characters)'),
    hiddenReviewsExplained:
      'Reviews stay hidden until both of you have reviewed or the review window closes; then they are final.',
    submitReview: 'Submit review',
    memberSince: 'Member since',
    noReviewsYet: 'No reviews yet',
    oneCompletedSale: params('{count} completed sale'),
    completedSales: params('{count} completed sales'),
    noReviewsListed: 'No reviews yet.',
    moreReviews: 'More reviews',
  },
};

export const { reviews: reviewsText } = await defineTexts('reviews', en, () =>
  import('./i18n-bn.ts').then((m) => m.bn),
);
