// A courier's settlements (decision 430): each payment the courier reports is read once and recorded with
// the parcels it covered, and posted to the ledger in the same transaction (money received at the bank,
// the collected cash off the courier's receivable, its charges off what BoiBazar owes it). A payment that
// does not add up (paid ≠ collected − charges) is recorded and not posted: the reconciliation reports it.
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../events/index.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { postCourierSettlement } from '../ledger/index.ts';
import type { CourierProvider, SettlementReport } from './courier-provider.ts';
import {
  insertSettlement,
  knownReferences,
  markSettlementPosted,
  orderOfConsignment,
} from './settlement-repository.ts';

export const FETCH_SETTLEMENTS_JOB = 'delivery.fetch-settlements';

export type SettlementOutcome = 'recorded' | 'unposted' | 'duplicate';

export async function recordSettlement(
  db: Db,
  courier: string,
  report: SettlementReport,
): Promise<SettlementOutcome> {
  return inTransaction(db, async (trx) => {
    const parcels = [];
    for (const p of report.parcels)
      parcels.push({ ...p, orderId: await orderOfConsignment(trx, courier, p.consignmentId, p.invoice) });
    const collected = parcels.reduce((sum, p) => sum + p.collected, 0);
    const charges = parcels.reduce((sum, p) => sum + p.charge, 0);
    const id = newId();
    const fresh = await insertSettlement(trx, {
      id,
      courier,
      reference: report.reference,
      paid: report.amount,
      collected,
      charges,
      paidAt: report.paidAt,
      recordedAt: nowIso(),
      parcels,
    });
    if (!fresh) return 'duplicate';
    if (report.amount !== collected - charges) return 'unposted';
    const transactionId = await postCourierSettlement(trx, {
      settlementId: id,
      courier,
      memo: report.reference,
      paid: report.amount,
      collected,
      charges,
    });
    await markSettlementPosted(trx, id, transactionId);
    return 'recorded';
  });
}

/** Reads the courier's payments and records each one not recorded yet; returns how many were new. */
export async function fetchSettlements(db: Db, courier: CourierProvider): Promise<number> {
  const known = await knownReferences(db, courier.name);
  let recorded = 0;
  for (const summary of await courier.settlements()) {
    if (known.has(summary.reference)) continue;
    const report = await courier.settlement(summary.reference);
    if ((await recordSettlement(db, courier.name, report)) !== 'duplicate') recorded += 1;
  }
  return recorded;
}
