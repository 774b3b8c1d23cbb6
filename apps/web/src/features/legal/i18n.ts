// The legal feature's texts in English, the base language: the spec's strings and today's UI, unchanged (odd
// spellings included). They load with the feature; the Bangla (i18n-bn.ts) loads only for a Bangla reader.
import { defineTexts } from '#app/i18n/i18n.ts';

export const en = {
  legal: {
    privacy: 'Privacy',
    privacyWhatWeKeep:
      'BoiBazar keeps only what it needs to run a second-hand book market: your name, email address, profile picture, your role (buyer or seller), the books you list and the orders you place.',
    whatOtherPeopleSee: 'What other people see',
    privacyWhatOthersSee:
      'When you list a book, other visitors see your name, the contact number and the location you entered with it, so that a buyer can reach you.',
    payments: 'Payments',
    privacyCardDetails:
      'Card details go straight to our payment provider and never reach our servers. We keep the amount, the transaction id and the order it paid for.',
    yourChoices: 'Your choices',
    privacyDeletion:
      'You can delete your listings at any time. To close your account and remove your data, ask the BoiBazar admin.',
    termsOfService: 'Terms of Service',
    termsWhatBoiBazarIs:
      'BoiBazar brings together people who want to sell used books and people who want to buy them. By using it you agree to these short terms.',
    listingABook: 'Listing a book',
    termsForSellers:
      'Describe the book honestly: its condition, how long it was used and the price you paid. List only books you own and may sell. Prices are in Taka.',
    bookingAndPaying: 'Booking and paying',
    termsForBuyers:
      'Booking a book reserves it for you; paying by card completes the order. Meet in a public place when you hand a book over.',
    reportsAndRemoval: 'Reports and removal',
    termsReports:
      'Anyone signed in can report a listing to the admin. The admin may remove listings or accounts that break these terms, and verifies sellers who have proven trustworthy.',
  },
};

export const { legal: legalText } = await defineTexts('legal', en, () =>
  import('./i18n-bn.ts').then((m) => m.bn),
);
