// বাংলা: the saved-searches feature's texts in Bangla, loaded only when someone reads in Bangla. Terms follow
// docs/glossary-bn.md; tsc refuses a missing key (defineTexts in i18n.ts, so this file
// imports nothing of the English), catalogue.test.ts an extra one.
import type { BanglaTexts } from '#app/i18n/i18n.ts';

export const bn = {
  savedSearches: {
    title: 'সংরক্ষিত খোঁজ',
    intro: 'এগুলোর কোনোটির সাথে নতুন বই মিললে আপনি বিজ্ঞপ্তি পাবেন।',
    loading: 'আপনার সংরক্ষিত খোঁজ আসছে',
    none: 'এখনো কোনো খোঁজ সংরক্ষণ করেননি। খুঁজুন বা বই দেখুন, তারপর "নতুন বই এলে জানান" চাপুন।',
    browseBooks: 'বই দেখুন',
    notifyMe: 'নতুন বই এলে জানান',
    notifyAnotherCopy: 'আরেকটি কপি এলে আমাকে জানান',
    signInToSaveSearch: 'নতুন বই এলে জানতে লগইন করুন',
    savedNotice: 'সংরক্ষিত হয়েছে। নতুন বই মিললে আপনাকে জানানো হবে।',
    seeSavedSearches: 'সংরক্ষিত খোঁজ দেখুন',
    couldNotSave: 'খোঁজটি সংরক্ষণ করা গেল না। আবার চেষ্টা করুন।',
    pausedBadge: '(থামানো)',
    savedOn: 'সংরক্ষণ: {date}',
    pause: 'থামান',
    resume: 'আবার চালু করুন',
    pauseNamed: '{name} থামান',
    resumeNamed: '{name} আবার চালু করুন',
    delete: 'মুছুন',
    deleteNamed: '{name} মুছুন',
    deleted: 'মুছে ফেলা হয়েছে!',
    emailLabel: '{name}-এর ইমেইল',
    emailOff: 'ইমেইল নয়',
    emailInstant: 'সঙ্গে সঙ্গে ইমেইল (দিনে সর্বোচ্চ একটি)',
    emailDaily: 'প্রতিদিন একটি ইমেইল সারসংক্ষেপ',
    fromPrice: '{amount} থেকে',
    upToPrice: '{amount} পর্যন্ত',
  },
} satisfies BanglaTexts;
