// The offers feature's texts in English, the base language: the spec's strings and today's UI, unchanged (odd
// spellings included). They load with the feature; the Bangla (i18n-bn.ts) loads only for a Bangla reader.
import { params } from '@nanostores/i18n';
import { defineTexts } from '#app/i18n/i18n.ts';

export const en = {
  offers: {
    myOffers: 'My Offers',
    intro:
      'Haggle over a price: the seller accepts, declines or counters, and you can answer a counter. An accepted price reserves the book for the buyer until they pay.',
    offersIMade: 'Offers I made',
    offersOnMyBooks: 'Offers on my books',
    noOffersMade: 'You have not made any offers. On a book’s page, choose Make an offer.',
    noOffersReceived: 'No offers on your books yet.',
    loadingOffers: 'Loading offers…',
    yourOffers: 'your offers',
    makeAnOfferFor: params('Make an offer for {title}'),
    askingPrice: 'Asking price',
    leastYouMayOffer: 'The least you may offer',
    yourOfferTaka: 'Your offer (Taka)',
    offerHint: params(
      'Offer a whole number of Taka: at least {minimum} and less than {asking}. The seller has {hours} hours to answer.',
    ),
    sendOffer: 'Send offer',
    sending: 'Sending…',
    cancel: 'Cancel',
    offerSent: 'Offer sent! Follow it here.',
    seller: 'Seller',
    buyer: 'Buyer',
    onTheTable: 'On the table',
    agreedPrice: 'Agreed price',
    round: 'Round',
    roundOf: params('{round} of {max}'),
    yourAnswerIsAwaited: 'Waiting for your answer',
    waitingForTheSeller: 'Waiting for the seller',
    waitingForTheBuyer: 'Waiting for the buyer',
    answerBy: params('answer by {time}'),
    payBy: params('pay by {time}'),
    statusAccepted: 'Accepted',
    statusDeclined: 'Declined',
    statusWithdrawn: 'Withdrawn',
    statusExpired: 'Expired: nobody answered in time',
    statusLapsed: 'Not paid in time: the book is back on sale',
    actionsFor: params('What you can do with the offer for {title}'),
    payNow: 'Pay now',
    acceptAmount: params('Accept {amount}'),
    counter: 'Counter',
    decline: 'Decline',
    withdraw: 'Withdraw',
    yourCounterTaka: 'Your counter-offer (Taka)',
    sendCounter: 'Send counter-offer',
    counterSent: 'Counter-offer sent',
    offerDeclined: 'Offer declined',
    offerWithdrawn: 'Offer withdrawn',
    offerAccepted: 'Offer accepted',
    acceptThisPrice: 'Accept this price?',
    accepting: 'Accepting…',
    acceptBodySeller: params(
      '{name} gets {title} for {amount}. The book is reserved for them until they pay; other buyers cannot book it meanwhile.',
    ),
    acceptBodyBuyer: params('You agree to pay {amount} for {title}. Next you pay for it, by any method.'),
    cardMade: 'Offer',
    cardCountered: 'Counter-offer',
    cardAccepted: 'Offer accepted',
    cardDeclined: 'Offer declined',
    cardWithdrawn: 'Offer withdrawn',
    cardByYou: 'From you',
    cardByName: params('From {name}'),
  },
};

export const { offers: offersText } = await defineTexts('offers', en, () =>
  import('./i18n-bn.ts').then((m) => m.bn),
);
