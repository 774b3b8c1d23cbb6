// bKash's tables: the shared grant token (so every instance reuses it until it expires) and the refunds
// bKash confirmed, by our idempotency key (docs/decisions/150-bkash.md).
import type { Db } from '../../db/database.ts';
import type { BkashRefundsTable, BkashTokensTable } from '../../db/schema.ts';

export function findBkashToken(db: Db, key: string) {
  return db.selectFrom('bkash_tokens').selectAll().where('key', '=', key).executeTakeFirst();
}

export async function storeBkashToken(db: Db, row: BkashTokensTable): Promise<void> {
  await db
    .insertInto('bkash_tokens')
    .values(row)
    .onConflict((oc) => oc.column('key').doUpdateSet({ ...row }))
    .execute();
}

/** Forgets the token bKash revoked (only if no other instance has replaced it already). */
export async function forgetBkashToken(db: Db, key: string, idToken: string): Promise<void> {
  await db.deleteFrom('bkash_tokens').where('key', '=', key).where('id_token', '=', idToken).execute();
}

export async function hasBkashRefund(db: Db, idempotencyKey: string): Promise<boolean> {
  const seen = await db
    .selectFrom('bkash_refunds')
    .select('idempotency_key')
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
  return Boolean(seen);
}

export async function recordBkashRefund(db: Db, row: BkashRefundsTable): Promise<void> {
  await db
    .insertInto('bkash_refunds')
    .values(row)
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .execute();
}
