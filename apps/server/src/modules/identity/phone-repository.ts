// All SQL of phone sign-in (docs/decisions/210-phone-sign-in.md): the one-time codes, the rows that
// serialise their sending, and a member's verified number.
import type { Db } from '../../db/database.ts';
import type { PhoneCodesTable } from '../../db/schema.ts';
import { nowIso } from '../../lib/ids.ts';

export type PhoneCodeRow = Omit<PhoneCodesTable, 'attempts'> & { attempts: number };
export type CodePurpose = PhoneCodesTable['purpose'];

/**
 * Takes the send locks of `keys` for the rest of the transaction: the upsert holds the row's lock on
 * PostgreSQL and the database's write lock on SQLite, so two sends to one number (or from one address)
 * are counted one after the other. Callers pass the keys in one fixed order.
 */
export async function lockSendKeys(trx: Db, keys: string[]): Promise<void> {
  const now = nowIso();
  for (const key of keys)
    await trx
      .insertInto('phone_send_locks')
      .values({ key, touched_at: now })
      .onConflict((oc) => oc.column('key').doUpdateSet({ touched_at: now }))
      .execute();
}

export async function countCodesSince(
  db: Db,
  by: { phone: string } | { ip: string },
  since: string,
): Promise<number> {
  let query = db
    .selectFrom('phone_codes')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('created_at', '>', since);
  query = 'phone' in by ? query.where('phone', '=', by.phone) : query.where('ip', '=', by.ip);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertPhoneCode(
  db: Db,
  row: Omit<PhoneCodeRow, 'attempts' | 'used_at'>,
): Promise<void> {
  await db
    .insertInto('phone_codes')
    .values({ ...row, attempts: 0, used_at: null })
    .execute();
}

/** The newest code for this number and purpose (and member, for 'verify'); only the newest one counts. */
export function findNewestCode(
  db: Db,
  where: { phone: string; purpose: CodePurpose } | { userId: string; purpose: 'verify' },
): Promise<PhoneCodeRow | undefined> {
  let query = db.selectFrom('phone_codes').selectAll().where('purpose', '=', where.purpose);
  query =
    'phone' in where ? query.where('phone', '=', where.phone) : query.where('user_id', '=', where.userId);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
}

export function findCode(db: Db, id: string): Promise<PhoneCodeRow | undefined> {
  return db.selectFrom('phone_codes').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Counts one try, in one conditional update: only while the code is unused, unexpired and has had fewer
 * than `maxTries`, so concurrent tries can never count past it. Undefined when no try is left.
 */
export function countTry(db: Db, id: string, maxTries: number, now: string) {
  return db
    .updateTable('phone_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('attempts', '<', maxTries)
    .where('expires_at', '>', now)
    .returning(['code_hash', 'attempts'])
    .executeTakeFirst();
}

/** Marks the code used; false when another request used it first. */
export async function markCodeUsed(db: Db, id: string, now: string): Promise<boolean> {
  const row = await db
    .updateTable('phone_codes')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export function findLiveUserByPhone(db: Db, phone: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('phone', '=', phone)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** A removed account gives its number back, so whoever holds it now can use it. */
export async function releasePhoneOfRemovedAccounts(db: Db, phone: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ phone: null })
    .where('phone', '=', phone)
    .where('deleted_at', 'is not', null)
    .execute();
}

export async function setUserPhone(db: Db, userId: string, phone: string): Promise<void> {
  await db.updateTable('users').set({ phone }).where('id', '=', userId).execute();
}

export async function findUserPhone(db: Db, userId: string) {
  return db.selectFrom('users').select(['phone', 'email']).where('id', '=', userId).executeTakeFirst();
}
