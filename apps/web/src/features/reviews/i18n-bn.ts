// বাংলা: the reviews feature's texts in Bangla, loaded only when someone reads in Bangla. Terms follow
// docs/glossary-bn.md; tsc refuses a missing key (defineTexts in i18n.ts, so this file
// imports nothing of the English), catalogue.test.ts an extra one.
import type { BanglaTexts } from '#app/i18n/i18n.ts';

export const bn = {
  reviews: {
    starCountOne: '{count} তারা',
    starCountMany: '{count} তারা',
    exchangeRole: 'বদল',
    buyerRole: 'ক্রেতা',
    sellerRole: 'বিক্রেতা',
    replyToThisReview: 'এই রিভিউর উত্তর দিন',
    replyPosted: 'উত্তর প্রকাশিত হয়েছে',
    yourReply: 'আপনার উত্তর',
    replyOncePublicly: 'একবার, সবার সামনে উত্তর দিন',
    reply: 'উত্তর দিন',
    reviews: 'রিভিউ',
    otherSideReviewedHidden: 'আপনাকে রিভিউ দিয়েছেন; আপনার রিভিউ দেওয়া হলে দেখতে পাবেন।',
    noReviewsForThisDeal: 'এই লেনদেনের কোনো রিভিউ নেই।',
    hiddenUntilBothReviewed: ' · অন্য পক্ষ রিভিউ দেওয়া বা সময় শেষ না হওয়া পর্যন্ত লুকানো',
    leaveAReview: 'রিভিউ দিন',
    chooseStars: '১ থেকে ৫ তারা বেছে নিন',
    thankYouForYourReview: 'রিভিউয়ের জন্য ধন্যবাদ',
    yourRatingOf: 'আপনার রেটিং, যাঁকে:',
    reviewTextLabel: 'আপনার রিভিউ (ঐচ্ছিক, সর্বোচ্চ {REVIEW_TEXT_MAX} অক্ষর)',
    hiddenReviewsExplained:
      'দুজনেই রিভিউ না দেওয়া বা রিভিউয়ের সময় শেষ না হওয়া পর্যন্ত রিভিউ লুকানো থাকে; তারপর সেগুলো চূড়ান্ত।',
    submitReview: 'রিভিউ জমা দিন',
    memberSince: 'সদস্য হয়েছেন',
    noReviewsYet: 'এখনো কোনো রিভিউ নেই',
    oneCompletedSale: '{count}টি বিক্রি সম্পন্ন',
    completedSales: '{count}টি বিক্রি সম্পন্ন',
    noReviewsListed: 'এখনো কোনো রিভিউ নেই।',
    moreReviews: 'আরও রিভিউ',
  },
} satisfies BanglaTexts;
