// The payouts feature's texts in English, the base language: the spec's strings and today's UI, unchanged (odd
// spellings included). They load with the feature; the Bangla (i18n-bn.ts) loads only for a Bangla reader.
import { params } from '@nanostores/i18n';
import { defineTexts } from '#app/i18n/i18n.ts';

export const en = {
  payouts: {
    payoutMethods: 'Payout methods',
    payoutMethodsIntro:
      'Where BoiBazar sends your money: a bKash wallet or a bank account. A new method can be paid to 24 hours after you add it.',
    noMethodsYet: 'No payout method yet.',
    loadingMethods: 'Loading your payout methods',
    bkash: 'bKash',
    bank: 'Bank account',
    usableFrom: params('can be paid to from {time}'),
    defaultMethod: 'Default',
    makeDefault: 'Make default',
    makeDefaultNamed: params('Make {method} the default for scheduled payouts'),
    remove: 'Remove',
    removeMethodTitle: 'Remove this payout method?',
    removeMethodBody:
      'BoiBazar will no longer pay to it. You can add it again later (with a new waiting time).',
    addMethod: 'Add a payout method',
    methodKind: 'Kind',
    wallet: 'bKash wallet number',
    accountName: 'Account holder',
    accountNumber: 'Account number',
    bankName: 'Bank',
    branch: 'Branch or routing number',
    password: 'Your password',
    methodAdded: 'Payout method added. We emailed you about it.',
    requestPayout: 'Request a payout',
    amountTaka: 'Amount (Taka)',
    payTo: 'Pay to',
    availableNow: params('Available now: {amount}'),
    payoutRequested: 'Payout requested',
    yourPayouts: 'Your payouts',
    noPayoutsYet: 'No payouts yet.',
    loadingPayouts: 'Loading payouts',
    date: 'Date',
    amount: 'Amount',
    method: 'Method',
    status: 'Status',
    seller: 'Seller',
    actions: 'Actions',
    statusRequested: 'Waiting',
    statusSending: 'In flight',
    statusPaid: 'Paid',
    statusFailed: 'Failed',
    statusRejected: 'Rejected',
    why: params('Why: {reason}'),
    reference: params('Reference: {reference}'),
    adminPayouts: 'Payouts',
    adminIntro:
      'Approve bKash payouts (they are sent and then settled by bKash’s answer), mark bank payouts paid with the bank’s reference, or reject one with a reason: its money goes back to the seller.',
    showStatus: 'Show payouts',
    approve: 'Approve and send',
    markPaid: 'Mark paid',
    bankReference: 'Bank’s reference',
    reject: 'Reject',
    rejectReason: 'Reason',
    done: 'Done',
    loadFailed: 'We could not load this. Please try again.',
  },
};

export const { payouts: payoutsText } = await defineTexts('payouts', en, () =>
  import('./i18n-bn.ts').then((m) => m.bn),
);
