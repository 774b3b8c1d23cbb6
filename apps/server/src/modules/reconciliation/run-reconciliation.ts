// One reconciliation run (docs/decisions/360-reconciliation.md): the ledger's invariants, the ledger
// against BoiBazar's records of payments, refunds, top-ups and payouts, and those records against the
// providers' own (the card processor's and bKash's payment and refund queries, bKash's payout status). Every
// mismatch is stored with the run; a run with any tells the admins.
import type { Mismatch, ReconciliationRun } from '@boibazar/shared/reconciliation';
import type { Db } from '../../db/database.ts';
import type { ReconciliationRunsTable } from '../../db/schema.ts';
import { inTransaction, publish } from '../../events/index.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import {
  brokenTransactions,
  firstPostingAt,
  getLedgerSummary,
  negativeAccounts,
  postingsOf,
  type DealPosting,
} from '../ledger/index.ts';
import type { BkashPayouts, PaymentProvider } from '../payments/index.ts';
import { settlementsForReconciliation, unsettledCollections } from '../delivery/index.ts';
import {
  adminIds,
  allPayouts,
  insertRun,
  ledgerOrderPayments,
  ledgerOrderRefunds,
  paidOrderIds,
  paidTopups,
  sentRefunds,
  sentTopupRefunds,
} from './reconciliation-repository.ts';
import { clock } from '../../lib/clock.ts';

declare module '../../events/index.ts' {
  interface DomainEvents {
    'reconciliation.mismatched': { runId: string; mismatchCount: number; adminIds: string[] };
  }
}

/** The providers' records are asked about the payments and payouts of this last stretch (each run overlaps the last). */
export const PROVIDER_LOOKBACK_MS = 2 * 86_400_000;
/** At most this many mismatches are stored with a run (its count says how many there were). */
const STORED_MISMATCHES = 200;

/** Classes whose every account must never be below zero (available may be, by cash-on-delivery fees). */
const NEVER_NEGATIVE = [
  'held',
  'in_flight',
  'paid_out',
  'refunds',
  'fee_revenue',
  'courier_payable',
] as const;

/** Which postings each payout state must have (decision 300). */
const PAYOUT_POSTINGS: Record<string, string[]> = {
  requested: ['payout'],
  sending: ['payout'],
  paid: ['payout', 'payout_paid'],
  failed: ['payout', 'payout_returned'],
  rejected: ['payout', 'payout_returned'],
};

export interface Providers {
  /** How long a courier may hold collected cash before it is reported (COURIER_SETTLE_WITHIN, decision 430). */
  courierSettleWithinMs?: number;
  card: PaymentProvider | null;
  bkash: PaymentProvider | null;
  bkashPayouts: BkashPayouts | null;
}

const byDeal = (postings: DealPosting[]) => {
  const map = new Map<string, DealPosting[]>();
  for (const p of postings) map.set(p.dealId, [...(map.get(p.dealId) ?? []), p]);
  return map;
};
const sumOf = (postings: DealPosting[] | undefined, cls: string) =>
  (postings ?? []).reduce((sum, p) => sum + (p.byClass[cls] ?? 0), 0);

export async function runReconciliation(
  db: Db,
  providers: Providers,
  trigger: 'schedule' | 'admin',
  now: () => Date = clock.now,
): Promise<ReconciliationRun> {
  const startedAt = now().toISOString();
  const mismatches: Mismatch[] = [];
  let checked = 0;
  const flag = (m: Mismatch) => mismatches.push(m);
  const taka = (n: number) => String(n);

  // 1. The ledger's invariants.
  for (const tx of await brokenTransactions(db))
    flag({
      check: 'unbalanced_transaction',
      subject: `transaction:${tx.id}`,
      expected: '0',
      found: `${tx.total} (${tx.lines} entries)`,
    });
  const summary = await getLedgerSummary(db);
  checked += 1;
  if (summary.difference !== 0)
    flag({
      check: 'equation',
      subject: 'ledger',
      expected: taka(summary.moneyReceived),
      found: taka(summary.accountedFor),
    });
  for (const account of await negativeAccounts(db, NEVER_NEGATIVE))
    flag({
      check: 'negative_balance',
      subject: `account:${account.class}:${account.owner}`,
      expected: '≥ 0',
      found: taka(account.balance),
    });

  // 2. The ledger against BoiBazar's own records.
  const payments = await ledgerOrderPayments(db);
  const paymentPostings = byDeal(await postingsOf(db, 'order', ['payment']));
  for (const payment of payments) {
    checked += 1;
    const postings = paymentPostings.get(payment.orderId);
    if (!postings)
      flag({
        check: 'payment_not_posted',
        subject: `order:${payment.orderId}`,
        expected: taka(payment.amount),
        found: '',
      });
    else if (-sumOf(postings, 'received') !== payment.amount)
      flag({
        check: 'payment_amount',
        subject: `order:${payment.orderId}`,
        expected: taka(payment.amount),
        found: taka(-sumOf(postings, 'received')),
      });
  }
  const withPayment = await paidOrderIds(db);
  for (const orderId of paymentPostings.keys())
    if (!withPayment.has(orderId))
      flag({
        check: 'posting_without_payment',
        subject: `order:${orderId}`,
        expected: '',
        found: taka(-sumOf(paymentPostings.get(orderId), 'received')),
      });

  const refundPostings = byDeal(await postingsOf(db, 'order', ['refund']));
  for (const refund of await ledgerOrderRefunds(db)) {
    checked += 1;
    const posted = sumOf(refundPostings.get(refund.orderId), 'refunds');
    if (posted !== refund.amount)
      flag({
        check: 'refund_not_posted',
        subject: `order:${refund.orderId}`,
        expected: taka(refund.amount),
        found: taka(posted),
      });
  }

  const since = await firstPostingAt(db);
  if (since) {
    const topupPostings = byDeal(await postingsOf(db, 'exchange', ['topup']));
    for (const topup of await paidTopups(db, since)) {
      checked += 1;
      const posted = -sumOf(topupPostings.get(topup.exchangeId), 'received');
      if (posted !== topup.amount)
        flag({
          check: 'topup_not_posted',
          subject: `exchange:${topup.exchangeId}`,
          expected: taka(topup.amount),
          found: taka(posted),
        });
    }
  }

  const payouts = await allPayouts(db);
  const payoutPostings = byDeal(await postingsOf(db, 'payout', ['payout', 'payout_paid', 'payout_returned']));
  for (const payout of payouts) {
    checked += 1;
    const postings = payoutPostings.get(payout.id) ?? [];
    const kinds = postings.map((p) => p.kind).sort();
    const expected = [...(PAYOUT_POSTINGS[payout.status] ?? [])].sort();
    const amountsRight = postings.every((p) => Math.abs(p.byClass.in_flight ?? 0) === payout.amount);
    if (kinds.join() !== expected.join() || !amountsRight)
      flag({
        check: 'payout_posting',
        subject: `payout:${payout.id}`,
        expected: `${payout.status}: ${expected.join('+')} of ${payout.amount}`,
        found:
          postings.map((p) => `${p.kind} ${Math.abs(p.byClass.in_flight ?? 0)}`).join(' + ') || 'nothing',
      });
  }
  const payoutIds = new Set(payouts.map((p) => p.id));
  for (const payoutId of payoutPostings.keys())
    if (!payoutIds.has(payoutId))
      flag({ check: 'posting_without_payout', subject: `payout:${payoutId}`, expected: '', found: 'posted' });

  // 3. BoiBazar's records against the providers' own, for the last stretch.
  const recent = new Date(now().getTime() - PROVIDER_LOOKBACK_MS).toISOString();
  const unreachable = new Set<string>();
  const ask = async <T>(provider: string, question: () => Promise<T>): Promise<T | undefined> => {
    if (unreachable.has(provider)) return undefined;
    try {
      return await question();
    } catch (error) {
      unreachable.add(provider);
      flag({
        check: 'provider_unreachable',
        subject: provider,
        expected: 'an answer',
        found: error instanceof Error ? error.message : String(error),
      });
      return undefined;
    }
  };
  const providerOf = (name: string) =>
    name === 'bkash' ? providers.bkash : providers.card?.name === name ? providers.card : null;
  for (const payment of payments.filter((p) => p.at >= recent)) {
    const provider = providerOf(payment.provider);
    if (!provider) continue;
    checked += 1;
    const intent = await ask(payment.provider, () => provider.retrieveIntent(payment.intentId));
    if (intent === undefined) continue;
    const subject = `order:${payment.orderId}`;
    if (intent === null) flag({ check: 'provider_missing', subject, expected: payment.intentId, found: '' });
    else if (intent.status !== 'succeeded')
      flag({ check: 'provider_status', subject, expected: 'succeeded', found: intent.status });
    else if (intent.amount !== payment.amount * 100)
      flag({
        check: 'provider_amount',
        subject,
        expected: taka(payment.amount),
        found: String(intent.amount / 100),
      });
  }
  // Refunds sent, of orders and of exchange top-ups: the provider's own record of what went back
  // (Stripe's refunds of the intent, bKash's refund status, the card sandbox's refunded amount) must be
  // what BoiBazar says it refunded (decisions 441, 445).
  const refundsSent = [
    ...(await sentRefunds(db, recent)).map((r) => ({ ...r, subject: `order:${r.orderId}` })),
    ...(await sentTopupRefunds(db, recent)),
  ];
  for (const refund of refundsSent) {
    const provider = providerOf(refund.provider);
    if (!provider) continue;
    checked += 1;
    const refunded = await ask(refund.provider, () => provider.refundedAmount(refund.intentId));
    if (refunded === undefined) continue;
    const { subject } = refund;
    if (refunded === null) flag({ check: 'provider_missing', subject, expected: refund.intentId, found: '' });
    else if (refunded !== refund.amount * 100)
      flag({
        check: 'provider_refund',
        subject,
        expected: taka(refund.amount),
        found: String(refunded / 100),
      });
  }
  const bkashPayouts = providers.bkashPayouts;
  if (bkashPayouts)
    for (const payout of payouts.filter(
      (p) => p.methodKind === 'bkash' && p.at >= recent && (p.status === 'paid' || p.status === 'failed'),
    )) {
      checked += 1;
      const answer = await ask('bkash', () => bkashPayouts.status(payout.id));
      if (answer === undefined) continue;
      const subject = `payout:${payout.id}`;
      if (payout.status === 'paid' && answer.outcome !== 'paid')
        flag({
          check: 'provider_missing',
          subject,
          expected: payout.reference ?? 'paid',
          found: answer.reason,
        });
      else if (payout.status === 'paid' && answer.outcome === 'paid' && answer.trxId !== payout.reference)
        flag({ check: 'provider_status', subject, expected: payout.reference ?? '', found: answer.trxId });
      else if (payout.status === 'failed' && answer.outcome === 'paid')
        flag({ check: 'provider_status', subject, expected: 'failed', found: `paid ${answer.trxId}` });
    }

  // 4. Couriers' cash (decision 430): collected at the door and not settled within COURIER_SETTLE_WITHIN;
  // a settlement that does not add up (not posted); a settled parcel whose cash or charge is not the book's.
  const settleBefore = new Date(
    now().getTime() - (providers.courierSettleWithinMs ?? 7 * 86_400_000),
  ).toISOString();
  for (const u of await unsettledCollections(db)) {
    checked += 1;
    if (u.deliveredAt < settleBefore)
      flag({
        check: 'courier_receivable_overdue',
        subject: `order:${u.orderId}`,
        expected: `settled by ${settleBefore.slice(0, 10)}`,
        found: `${taka(u.amount)} owed by ${u.courier} since ${u.deliveredAt.slice(0, 10)}`,
      });
  }
  const collectedPostings = byDeal(await postingsOf(db, 'order', ['courier_collected']));
  const compensationPostings = byDeal(await postingsOf(db, 'order', ['courier_compensation']));
  for (const s of await settlementsForReconciliation(db)) {
    checked += 1;
    if (!s.posted)
      flag({
        check: 'settlement_unposted',
        subject: `settlement:${s.courier}:${s.reference}`,
        expected: taka(s.collected - s.charges),
        found: taka(s.paid),
      });
    for (const p of s.parcels) {
      checked += 1;
      const subject = `settlement:${s.courier}:${s.reference}:${p.consignmentId}`;
      if (!p.orderId) {
        flag({ check: 'settlement_parcel', subject, expected: '', found: taka(p.collected) });
        continue;
      }
      // A lost parcel's compensation (decision 475): the courier pays what the admin recorded (decision 431)
      // and charges nothing for a parcel it never delivered; otherwise the cash it collected at the door.
      const compensation = compensationPostings.get(p.orderId);
      const lost = compensation !== undefined && !collectedPostings.has(p.orderId);
      const collected = -sumOf(lost ? compensation : collectedPostings.get(p.orderId), 'courier_receivable');
      const charge = lost ? 0 : p.deliveryFee;
      if (collected !== p.collected)
        flag({ check: 'settlement_parcel', subject, expected: taka(collected), found: taka(p.collected) });
      if (p.charge !== charge)
        flag({
          check: 'settlement_parcel',
          subject: `${subject}:charge`,
          expected: taka(charge),
          found: taka(p.charge),
        });
    }
  }

  const row: ReconciliationRunsTable = {
    id: newId(),
    started_at: startedAt,
    finished_at: nowIso(),
    trigger,
    checked,
    mismatch_count: mismatches.length,
    mismatches: JSON.stringify(mismatches.slice(0, STORED_MISMATCHES)),
  };
  await inTransaction(db, async (trx) => {
    await insertRun(trx, row);
    if (mismatches.length > 0)
      await publish(trx, {
        type: 'reconciliation.mismatched',
        runId: row.id,
        mismatchCount: mismatches.length,
        adminIds: await adminIds(trx),
      });
  });
  return toRun(row);
}

export function toRun(row: ReconciliationRunsTable): ReconciliationRun {
  const mismatches = JSON.parse(row.mismatches) as Mismatch[];
  return {
    _id: row.id,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    trigger: row.trigger,
    checked: Number(row.checked),
    clean: Number(row.mismatch_count) === 0,
    mismatchCount: Number(row.mismatch_count),
    mismatches,
  };
}
