// The home feature's texts in English, the base language: the spec's strings and today's UI, unchanged (odd
// spellings included). They load with the feature; the Bangla (i18n-bn.ts) loads only for a Bangla reader.
import { defineTexts } from '#app/i18n/i18n.ts';

export const en = {
  home: {
    fa: 'FA',
    heroTitle: 'Give your books a second life',
    heroText: 'Buy, sell and exchange used books across Bangladesh, and pay in Taka.',
    buyNow: 'Buy Now',
    haveBooksToSell: 'Books on your shelf you have read?',
    sellYourBook: 'Sell your book',
    heroImage: 'A stack of second-hand books with a cup of tea',
    findABook: 'Find a book',
    browseByCategory: 'Browse by category',
    seeAll: 'See all',
    figuresHeading: 'BoiBazar in numbers',
    satisfaction: 'Satisfaction',
    orders: 'Orders',
    customers: 'Customers',
    customersDaily: 'Customers daily',
    figuresBefore: 'More than ',
    figuresStrong: '1500 customers',
    figuresAfter: ' find their next book here every day.',
    rightNow: 'On BoiBazar right now',
    booksForSale: 'Books for sale',
    sellers: 'Sellers',
    completedDeals: 'Deals completed',
    reviewHeading: 'What our readers say',
    fiveStarRating: 'Rated 5 out of 5',
    reviewQuote:
      "“I sold last year's HSC books in two days and bought the whole BCS preliminary set for less than half the shop price. The seller even met me at the Nilkhet crossing. BoiBazar is now the first place I look.”",
    reviewName: 'Farhana Akter',
    reviewRole: 'Student, University of Dhaka',
  },
};

export const { home: homeText } = await defineTexts('home', en, () =>
  import('./i18n-bn.ts').then((m) => m.bn),
);
