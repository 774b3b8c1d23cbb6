// All SQL of emailed account links (password reset, email verification) and of the account's verified
// email (docs/decisions/205-account-recovery-and-email-verification.md).
import type { Db } from '../../db/database.ts';
import type { AccountTokenPurpose, AccountTokensTable } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';

export type AccountTokenRow = AccountTokensTable;

export async function insertAccountToken(
  db: Db,
  token: {
    tokenHash: string;
    userId: string;
    purpose: AccountTokenPurpose;
    email: string;
    createdAt: string;
    expiresAt: string;
  },
): Promise<void> {
  await db
    .insertInto('account_tokens')
    .values({
      id: newId(),
      token_hash: token.tokenHash,
      user_id: token.userId,
      purpose: token.purpose,
      email: token.email,
      created_at: token.createdAt,
      expires_at: token.expiresAt,
      used_at: null,
    })
    .execute();
}

export function findAccountToken(db: Db, tokenHash: string, purposes: AccountTokenPurpose[]) {
  return db
    .selectFrom('account_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('purpose', 'in', purposes)
    .executeTakeFirst();
}

/**
 * Marks the link used if it still is unused and unexpired at `now`: one conditional update, so of two
 * requests with the same link exactly one gets true (decision 205).
 */
export async function useAccountToken(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Retires every unused link of these purposes of the account (a newer one, a reset, a changed email). */
export async function retireAccountTokens(
  db: Db,
  userId: string,
  purposes: AccountTokenPurpose[],
  now: string,
): Promise<void> {
  await db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .execute();
}

/** How many links of this purpose the account was sent since `since` (the send budget). */
export async function countAccountTokensSince(
  db: Db,
  userId: string,
  purpose: AccountTokenPurpose,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('account_tokens')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The new address an email change waits to verify: the newest unused, unexpired change link's. */
export async function findPendingEmail(db: Db, userId: string, now: string): Promise<string | null> {
  const row = await db
    .selectFrom('account_tokens')
    .select('email')
    .where('user_id', '=', userId)
    .where('purpose', '=', 'change-email')
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.email ?? null;
}

export function findEmailState(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'email_verified_at', 'language'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Marks the account's email verified, if it is still `email` (a change may have happened since). */
export async function markEmailVerified(db: Db, userId: string, email: string, at: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_verified_at: at })
    .where('id', '=', userId)
    .where('email', '=', email)
    .where('email_verified_at', 'is', null)
    .where('deleted_at', 'is', null)
    .execute();
}

/** The account's email becomes `email`, verified at `at`; false when the account is gone. */
export async function replaceEmail(db: Db, userId: string, email: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ email, email_verified_at: at })
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ password_hash: passwordHash })
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
