// বাংলা: the mail feature's texts in Bangla, loaded only when someone reads in Bangla. Terms follow
// docs/glossary-bn.md; tsc refuses a missing key (defineTexts in i18n.ts, so this file
// imports nothing of the English), catalogue.test.ts an extra one.
import type { BanglaTexts } from '#app/i18n/i18n.ts';

export const bn = {
  mail: {
    waiting: 'অপেক্ষায়',
    sending: 'পাঠানো হচ্ছে',
    sent: 'পাঠানো হয়েছে',
    notDelivered: 'পৌঁছায়নি',
    outbox: 'আউটবক্স',
    outboxIntro: 'বাজার যেসব ইমেইল লিখেছে। মেইল সার্ভার না থাকলে এগুলো এখানে অপেক্ষা করে।',
    to: 'প্রাপক',
    email: 'ইমেইল',
    status: 'অবস্থা',
    written: 'লেখা হয়েছে',
    noEmailsYet: 'এখনো কোনো ইমেইল নেই।',
  },
} satisfies BanglaTexts;
