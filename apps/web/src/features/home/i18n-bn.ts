// বাংলা: the home feature's texts in Bangla, loaded only when someone reads in Bangla. Terms follow
// docs/glossary-bn.md; tsc refuses a missing key (defineTexts in i18n.ts, so this file
// imports nothing of the English), catalogue.test.ts an extra one.
import type { BanglaTexts } from '#app/i18n/i18n.ts';

export const bn = {
  home: {
    fa: 'ফআ',
    heroTitle: 'আপনার বইকে দিন নতুন জীবন',
    heroText: 'সারা বাংলাদেশে পুরোনো বই কিনুন, বিক্রি করুন, বদল করুন — দাম দিন টাকায়।',
    buyNow: 'এখনই কিনুন',
    haveBooksToSell: 'পড়া হয়ে গেছে এমন বই তাকে পড়ে আছে?',
    sellYourBook: 'আপনার বই বিক্রি করুন',
    heroImage: 'এক কাপ চায়ের পাশে পুরোনো বইয়ের স্তূপ',
    findABook: 'বই খুঁজুন',
    browseByCategory: 'বিভাগ অনুযায়ী দেখুন',
    seeAll: 'সব দেখুন',
    figuresHeading: 'সংখ্যায় বইবাজার',
    satisfaction: 'সন্তুষ্টি',
    orders: 'অর্ডার',
    customers: 'ক্রেতা',
    customersDaily: 'প্রতিদিনের ক্রেতা',
    figuresBefore: 'প্রতিদিন ',
    figuresStrong: '১৫০০-রও বেশি ক্রেতা',
    figuresAfter: ' এখানে তাঁদের পরের বইটি খুঁজে পান।',
    rightNow: 'এই মুহূর্তে বইবাজারে',
    booksForSale: 'বিক্রির জন্য বই',
    sellers: 'বিক্রেতা',
    completedDeals: 'সম্পন্ন লেনদেন',
    reviewHeading: 'পাঠকেরা যা বলেন',
    fiveStarRating: '৫-এর মধ্যে ৫ রেটিং',
    reviewQuote:
      '“গত বছরের এইচএসসির বইগুলো দুই দিনে বিক্রি করেছি, আর বিসিএস প্রিলিমিনারির পুরো সেট কিনেছি দোকানের অর্ধেকেরও কম দামে। বিক্রেতা নীলক্ষেত মোড়ে এসে বই দিয়ে গেছেন। এখন বই খুঁজতে আগে বইবাজারেই আসি।”',
    reviewName: 'ফারহানা আক্তার',
    reviewRole: 'শিক্ষার্থী, ঢাকা বিশ্ববিদ্যালয়',
  },
} satisfies BanglaTexts;
