// Every query of payouts: the members' payout methods and their payout requests. A payout's status moves
// only by a conditional update (the rows it may come from), so of two racing transitions one wins.
import type { PayoutStatus } from '@boibazar/shared/payouts';
import type { Db } from '../../db/database.ts';
import type { PayoutMethodsTable, PayoutsTable } from '../../db/schema.ts';
import { nowIso } from '../../lib/ids.ts';

export type MethodRow = PayoutMethodsTable;
export type PayoutRow = PayoutsTable & {
  method_kind: 'bkash' | 'bank';
  method_account_number: string;
  method_bank_name: string | null;
};

export async function insertMethod(trx: Db, row: MethodRow): Promise<void> {
  await trx.insertInto('payout_methods').values(row).execute();
}

export function listMethods(db: Db, userId: string): Promise<MethodRow[]> {
  return db
    .selectFrom('payout_methods')
    .selectAll()
    .where('user_id', '=', userId)
    .where('removed_at', 'is', null)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/** The member's live method, or undefined (someone else's and removed ones look the same: not found). */
export function findOwnMethod(db: Db, userId: string, id: string): Promise<MethodRow | undefined> {
  return db
    .selectFrom('payout_methods')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}

/** Marks the method removed (kept: payouts name it); false when it was not the member's live method. */
export async function removeMethod(trx: Db, userId: string, id: string): Promise<boolean> {
  const result = await trx
    .updateTable('payout_methods')
    .set({ removed_at: nowIso() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Inserts a requested payout unless the seller has one open already: the partial unique index of
 * migration 300 makes this the one winner among concurrent requests. True when it was inserted.
 */
export async function insertOpenPayout(
  trx: Db,
  row: Pick<PayoutsTable, 'id' | 'seller_id' | 'method_id' | 'amount'>,
): Promise<boolean> {
  const at = nowIso();
  const result = await trx
    .insertInto('payouts')
    .values({
      ...row,
      status: 'requested',
      reason: null,
      reference: null,
      sent_at: null,
      decided_by: null,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return result !== undefined;
}

function payoutQuery(db: Db) {
  return db
    .selectFrom('payouts')
    .innerJoin('payout_methods as m', 'm.id', 'payouts.method_id')
    .selectAll('payouts')
    .select([
      'm.kind as method_kind',
      'm.account_number as method_account_number',
      'm.bank_name as method_bank_name',
    ]);
}

const toPayoutRow = <T extends { amount: number | string }>(row: T) => ({
  ...row,
  amount: Number(row.amount),
});

export async function findPayout(db: Db, id: string): Promise<PayoutRow | undefined> {
  const row = await payoutQuery(db).where('payouts.id', '=', id).executeTakeFirst();
  return row && toPayoutRow(row);
}

export async function listSellerPayouts(db: Db, sellerId: string, limit: number): Promise<PayoutRow[]> {
  const rows = await payoutQuery(db)
    .where('payouts.seller_id', '=', sellerId)
    .orderBy('payouts.created_at', 'desc')
    .orderBy('payouts.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toPayoutRow);
}

export async function listPayoutsForAdmin(db: Db, status: PayoutStatus | undefined, limit: number) {
  let query = payoutQuery(db)
    .innerJoin('users as u', 'u.id', 'payouts.seller_id')
    .select(['u.name as seller_name', 'u.email as seller_email']);
  if (status) query = query.where('payouts.status', '=', status);
  const rows = await query
    .orderBy('payouts.created_at', 'desc')
    .orderBy('payouts.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toPayoutRow);
}

/** Moves the payout from one of `from` to `to` in one conditional update; false when it was not in `from`. */
export async function transitionPayout(
  trx: Db,
  id: string,
  from: PayoutStatus[],
  to: PayoutStatus,
  fields: { reason?: string; reference?: string; decidedBy?: string } = {},
): Promise<boolean> {
  const result = await trx
    .updateTable('payouts')
    .set({
      status: to,
      updated_at: nowIso(),
      ...(fields.reason !== undefined && { reason: fields.reason }),
      ...(fields.reference !== undefined && { reference: fields.reference }),
      ...(fields.decidedBy !== undefined && { decided_by: fields.decidedBy }),
    })
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records that the bKash call is about to be made; false when it was made before (then: ask, never resend). */
export async function markSent(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable('payouts')
    .set({ sent_at: nowIso() })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .where('sent_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The member's default payout method: the first one they added that is live and past its cool-down. */
export function findDefaultMethod(db: Db, userId: string): Promise<MethodRow | undefined> {
  return db
    .selectFrom('payout_methods')
    .selectAll()
    .where('user_id', '=', userId)
    .where('removed_at', 'is', null)
    .where('usable_from', '<=', nowIso())
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .executeTakeFirst();
}

/** Payouts by method kind and status: how many and their sum, for the metrics. */
export async function countPayoutOutcomes(
  db: Db,
): Promise<Array<{ method: string; status: string; n: number; taka: number }>> {
  const rows = await db
    .selectFrom('payouts')
    .innerJoin('payout_methods', 'payout_methods.id', 'payouts.method_id')
    .select([
      'payout_methods.kind as method',
      'payouts.status as status',
      (eb) => eb.fn.countAll<number>().as('n'),
      (eb) => eb.fn.sum<number>('payouts.amount').as('taka'),
    ])
    .groupBy(['payout_methods.kind', 'payouts.status'])
    .execute();
  return rows.map((row) => ({
    method: String(row.method),
    status: String(row.status),
    n: Number(row.n),
    taka: Number(row.taka),
  }));
}
