// The ledger's postings for payouts (docs/decisions/300-payouts.md), each in the payout's own transaction:
// requested → the seller's available to their payouts in flight; paid → in flight to paid out; failed or
// rejected → in flight back to available. One posting of each kind per payout (the unique index of
// migration 250), so a transition that ran twice cannot move the money twice.
import type { Db } from '../../db/database.ts';
import { memberClassBalance } from './ledger-repository.ts';
import { postTransaction } from './post-transaction.ts';

interface PayoutMoney {
  payoutId: string;
  sellerId: string;
  amount: number;
}

const accounts = (sellerId: string) =>
  ({
    available: { class: 'available', owner: sellerId },
    inFlight: { class: 'in_flight', owner: sellerId },
    paidOut: { class: 'paid_out', owner: sellerId },
  }) as const;

/** The member's available balance (earned, not paid out, not in flight). */
export const availableBalance = (db: Db, userId: string) => memberClassBalance(db, userId, 'available');

export async function postPayoutRequested(trx: Db, p: PayoutMoney): Promise<void> {
  const a = accounts(p.sellerId);
  await postTransaction(trx, {
    kind: 'payout',
    dealKind: 'payout',
    dealId: p.payoutId,
    memo: '',
    entries: [
      { account: a.available, amount: -p.amount },
      { account: a.inFlight, amount: p.amount },
    ],
  });
}

export async function postPayoutPaid(trx: Db, p: PayoutMoney): Promise<void> {
  const a = accounts(p.sellerId);
  await postTransaction(trx, {
    kind: 'payout_paid',
    dealKind: 'payout',
    dealId: p.payoutId,
    memo: '',
    entries: [
      { account: a.inFlight, amount: -p.amount },
      { account: a.paidOut, amount: p.amount },
    ],
  });
}

/** The money comes back to available; the memo keeps why. */
export async function postPayoutReturned(trx: Db, p: PayoutMoney & { reason: string }): Promise<void> {
  const a = accounts(p.sellerId);
  await postTransaction(trx, {
    kind: 'payout_returned',
    dealKind: 'payout',
    dealId: p.payoutId,
    memo: p.reason.slice(0, 500),
    entries: [
      { account: a.inFlight, amount: -p.amount },
      { account: a.available, amount: p.amount },
    ],
  });
}
