// The help feature's texts in English, the base language: the spec's strings and today's UI, unchanged (odd
// spellings included). They load with the feature; the Bangla (i18n-bn.ts) loads only for a Bangla reader.
import { defineTexts } from '#app/i18n/i18n.ts';

export const en = {
  help: {
    help: 'Help',
    helpIntro:
      'How buying, paying, handing over and exchanging books works on BoiBazar, and what to do when something goes wrong.',
    onThisPage: 'On this page',
    buyingTitle: 'Buying a book',
    buyingHowItWorks:
      'Find a book through search or a category and open its page. Press Book Now, enter your phone number and where you are, and the book is booked for you: nobody else can book it while you pay.',
    buyingGoodToKnow:
      'Not sure? Press Ask the seller to write to them before you book. Your orders are under Dashboard → My Orders.',
    payingTitle: 'Paying',
    payingHowItWorks:
      'Pay on the payment page with bKash or a card, or choose cash on delivery where the seller allows it. Prices are in Taka and the amount is always the price the seller set; nobody can change it on the way.',
    payingGoodToKnow:
      'After paying you see a receipt with the transaction id. BoiBazar never asks for your bKash PIN or card number by phone or message.',
    deliveryTitle: 'Delivery and handover',
    deliveryHowItWorks:
      'Once you have paid, the seller hands the book over, by courier or by meeting you, and records how on the order page. Sellers have a limited time to do it; if they do not, the order is cancelled and your money is refunded.',
    deliveryGoodToKnow:
      'When the book is in your hands, press Confirm received on the order page. That completes the deal; if you forget, it completes by itself after some days.',
    exchangeTitle: 'Exchanging books',
    exchangeHowItWorks:
      'Sellers can swap books: on a book open to exchange, press Offer an exchange, choose your own books to give and, if the two sides are not worth the same, a top-up in Taka and who pays it.',
    exchangeGoodToKnow:
      "The other side accepts, declines or makes a counter-offer. Once accepted (and the top-up paid), both hand their books over and each confirms receiving the other's.",
    codTitle: 'Cash on delivery',
    codHowItWorks:
      'Books marked Cash on delivery can be paid in cash when the seller hands them over. Choose it on the payment page; the book is held for you like a paid one.',
    codGoodToKnow:
      'Cash on delivery is for smaller amounts only. If you refuse to pay at the door twice, it is no longer offered to you and you pay online instead.',
    disputesTitle: 'Disputes and refunds',
    disputesHowItWorks:
      'If the book does not arrive or is not as described, open a dispute on the order page before you confirm receiving it, and say what went wrong. The admin reads both sides and decides.',
    disputesGoodToKnow:
      'A refund goes back the way you paid (bKash or card). A cancelled order that was never paid needs no refund.',
    safetyTitle: 'Staying safe',
    safetyHowItWorks:
      'Meet in a busy public place, in daylight, and check the book before you hand over cash. Keep the conversation on BoiBazar so the admin can read it if there is a dispute.',
    safetyGoodToKnow:
      'Never share a one-time code, PIN or password. Use Report on a listing that looks wrong, and block anyone who bothers you in Messages.',
    contactTitle: 'Contact',
    contactHowItWorks:
      "About a book: press Ask the seller on its page. About an order: write in the order's conversation, or open a dispute to bring in the admin. About a listing that breaks the rules: press Report.",
    contactGoodToKnow: 'To close your account or for anything else, ask the BoiBazar admin.',
    helpWithOrders: 'Help with orders, payments and refunds',
  },
};

export const { help: helpText } = await defineTexts('help', en, () =>
  import('./i18n-bn.ts').then((m) => m.bn),
);
