// বাংলা: the notifications feature's texts in Bangla, loaded only when someone reads in Bangla. Terms follow
// docs/glossary-bn.md; tsc refuses a missing key (defineTexts in i18n.ts, so this file
// imports nothing of the English), catalogue.test.ts an extra one.
import type { BanglaTexts } from '#app/i18n/i18n.ts';

export const bn = {
  notifications: {
    emailNotifications: 'ইমেইলে বিজ্ঞপ্তি',
    emailPreferencesIntro: 'সব বিজ্ঞপ্তি ঘণ্টার নিচে দেখা যায়; কোনগুলো আপনার ইনবক্সেও আসবে তা বেছে নিন।',
    emailMeWhen: 'আমাকে ইমেইল করুন যখন…',
    emailPreferencesSaved: 'ইমেইলের পছন্দ সংরক্ষিত হয়েছে',
    couldNotSaveYourPreferences: 'আপনার পছন্দ সংরক্ষণ করা যায়নি',
    notificationsCountUnread: 'বিজ্ঞপ্তি, অপঠিত {count}',
    notifications: 'বিজ্ঞপ্তি',
    unread: '(অপঠিত)',
    markReadTitle: 'পড়া হয়েছে: {title}',
    markRead: 'পড়া হয়েছে',
    markAllRead: 'সব পড়া হয়েছে',
    loadingYourNotifications: 'আপনার বিজ্ঞপ্তি লোড হচ্ছে',
    yourNotifications: 'আপনার বিজ্ঞপ্তি',
    noNotificationsYet: 'এখনো কিছু নেই। বুকিং, পেমেন্ট, বার্তা ও রিভিউ এখানে দেখা যাবে।',
    showMoreNotifications: 'আরও বিজ্ঞপ্তি দেখুন',
  },
} satisfies BanglaTexts;
