// বাংলা: the blog feature's texts in Bangla, loaded only when someone reads in Bangla. Terms follow
// docs/glossary-bn.md; tsc refuses a missing key (defineTexts in i18n.ts, so this file
// imports nothing of the English), catalogue.test.ts an extra one.
import type { BanglaTexts } from '#app/i18n/i18n.ts';

export const bn = {
  blog: {
    blog: 'ব্লগ',
    blogIntro: 'বইবাজারের মতো একটি দোকান কীভাবে তৈরি হয়, ডেভেলপারদের এমন প্রশ্নের ছোট উত্তর।',
    articles: 'লেখা',
    inThisBlog: 'এই ব্লগে',
  },
} satisfies BanglaTexts;
