// The mail feature's texts in English, the base language: the spec's strings and today's UI, unchanged (odd
// spellings included). They load with the feature; the Bangla (i18n-bn.ts) loads only for a Bangla reader.
import { defineTexts } from '#app/i18n/i18n.ts';

export const en = {
  mail: {
    waiting: 'Waiting',
    sending: 'Sending',
    sent: 'Sent',
    notDelivered: 'Not delivered',
    outbox: 'Outbox',
    outboxIntro: 'Emails the marketplace has written. Without a mail server (SMTP_URL) they wait here.',
    to: 'To',
    email: 'Email',
    status: 'Status',
    written: 'Written',
    noEmailsYet: 'No emails yet.',
  },
};

export const { mail: mailText } = await defineTexts('mail', en, () =>
  import('./i18n-bn.ts').then((m) => m.bn),
);
