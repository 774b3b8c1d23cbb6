// How a payout method and a payout status read, in one place for the seller's and the admin's pages.
import type { PayoutStatus } from '@boibazar/shared/payouts';
import type { payoutsText } from '../i18n.ts';
import { inReaderDigits } from '#app/lib/money.ts';

type Texts = ReturnType<typeof payoutsText.get>;

export const statusLabel = (t: Texts, status: PayoutStatus): string =>
  ({
    requested: t.statusRequested,
    sending: t.statusSending,
    paid: t.statusPaid,
    failed: t.statusFailed,
    rejected: t.statusRejected,
  })[status];

/** 'bKash 01711000000' or 'Sonali Bank 1234567890123', the digits in the reader's language. */
export const methodLabel = (
  t: Texts,
  method: { kind: 'bkash' | 'bank'; accountNumber: string; bankName: string | null },
): string => {
  const digits = method.accountNumber.replace(/\d/g, (d) => inReaderDigits(Number(d)));
  return method.kind === 'bkash' ? `${t.bkash} ${digits}` : `${method.bankName ?? t.bank} ${digits}`;
};
