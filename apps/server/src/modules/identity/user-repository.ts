import type { Member } from '@boibazar/shared/admin';
import type { Db } from '../../db/database.ts';
import type { Role, UsersTable } from '../../db/schema.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { newestFirst, type Cursor, type Page } from '../../lib/pagination.ts';

export interface User {
  _id: string;
  name: string;
  email: string;
  image: string;
  role: Role;
  verified: boolean;
}

export const toUser = (
  row: Pick<UsersTable, 'id' | 'name' | 'email' | 'image' | 'role' | 'verified'>,
): User => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  image: row.image,
  role: row.role,
  verified: row.verified === 1,
});

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export function findLiveUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', normaliseEmail(email))
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export function findLiveUserById(db: Db, id: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export interface NewUser {
  name: string;
  email: string;
  image: string;
  role: Role;
  passwordHash: string | null;
  googleSub?: string | null;
  verified?: boolean;
  /** The email is known to be the owner's (Google, demo data, the admin); else a link must be opened. */
  emailVerified?: boolean;
  /** Demo data and benchmarks give their own; everyone else gets a new id and the current time. */
  id?: string;
  createdAt?: string;
}

const userRow = (user: NewUser, createdAt = user.createdAt ?? nowIso()) => ({
  id: user.id ?? newId(),
  name: user.name,
  email: normaliseEmail(user.email),
  image: user.image,
  role: user.role,
  password_hash: user.passwordHash,
  google_sub: user.googleSub ?? null,
  verified: user.verified ? (1 as const) : (0 as const),
  created_at: createdAt,
  deleted_at: null,
  email_verified_at: user.emailVerified ? createdAt : null,
});

/** The one insert of accounts (sign-up, Google, the admin, demo data, tests, benchmarks), in slices. */
export async function insertUsers(db: Db, users: NewUser[]): Promise<User[]> {
  const rows = users.map((user) => userRow(user));
  for (let i = 0; i < rows.length; i += 1000)
    await db
      .insertInto('users')
      .values(rows.slice(i, i + 1000))
      .execute();
  return rows.map(toUser);
}

export async function insertUser(db: Db, user: NewUser): Promise<User> {
  const [inserted] = await insertUsers(db, [user]);
  return inserted!;
}

/** Any account with this email, removed ones included (the email stays taken). */
export function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', normaliseEmail(email)).executeTakeFirst();
}

export function findUserByGoogleSub(db: Db, sub: string) {
  return db.selectFrom('users').selectAll().where('google_sub', '=', sub).executeTakeFirst();
}

export async function updateUser(
  db: Db,
  id: string,
  changes: Partial<
    Pick<
      UsersTable,
      'name' | 'image' | 'role' | 'verified' | 'password_hash' | 'google_sub' | 'email_verified_at'
    >
  >,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}

/** Whether a database error is a unique-constraint violation, on either dialect. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return (
    e?.code === '23505' ||
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    /UNIQUE constraint/i.test(e?.message ?? '')
  );
}

export interface PersonCard {
  _id: string;
  name: string;
  image: string;
  email: string;
  /** The account was removed; its name still shows in old conversations. */
  removed: boolean;
  /** The language they read ('en' | 'bn'), null when never picked: their emails' (decision 514). */
  language: 'en' | 'bn' | null;
}

/** Name, photo, email and language of these accounts, removed ones included, by id (other modules' lists). */
export async function findPeople(db: Db, ids: string[]): Promise<Map<string, PersonCard>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'image', 'email', 'deleted_at', 'language'])
    .where('id', 'in', unique)
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        _id: r.id,
        name: r.name,
        image: r.image,
        email: r.email,
        removed: r.deleted_at !== null,
        language: r.language ?? null,
      },
    ]),
  );
}

/** The member's rating as a seller, kept on their row for every book card (reviews module writes it). */
export async function setSellerRating(db: Db, userId: string, sum: number, count: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ seller_rating_sum: sum, seller_rating_count: count })
    .where('id', '=', userId)
    .execute();
}

/** The member's language ('en' | 'bn'), or null when they never picked one or the account is gone. */
export async function findUserLanguage(db: Db, id: string): Promise<'en' | 'bn' | null> {
  const row = await db
    .selectFrom('users')
    .select('language')
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.language ?? null;
}

export async function setUserLanguage(db: Db, id: string, language: 'en' | 'bn'): Promise<void> {
  await db
    .updateTable('users')
    .set({ language })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .execute();
}

/** Live accounts per role, for the admin's overview. */
export async function countMembersByRole(db: Db): Promise<Record<Role, number>> {
  const rows = await db
    .selectFrom('users')
    .select((eb) => ['role', eb.fn.countAll().as('count')])
    .where('deleted_at', 'is', null)
    .groupBy('role')
    .execute();
  const counts: Record<Role, number> = { Buyer: 0, Seller: 0, Admin: 0 };
  for (const row of rows) counts[row.role] = Number(row.count);
  return counts;
}

export const memberCursor = (member: Member): Cursor => ({ key: member.createdAt, id: member._id });

/**
 * The admin's lists of sellers and buyers: live accounts of one role, newest first, keyset-paged (served
 * by users_role_created_idx). Fetches limit + 1 rows so the caller can tell whether a next page exists.
 */
export async function listMembers(db: Db, role: Role, page: Page): Promise<Member[]> {
  const query = db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'image', 'role', 'verified', 'created_at'])
    .where('role', '=', role)
    .where('deleted_at', 'is', null);
  const rows = await newestFirst(query, { key: 'created_at', id: 'id' }, page).execute();
  return rows.map((row) => ({ ...toUser(row), createdAt: row.created_at }));
}

/** A Buyer becomes a Seller; a conditional update, so repeated or concurrent calls change the row once. */
export async function promoteBuyerToSeller(db: Db, id: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ role: 'Seller' })
    .where('id', '=', id)
    .where('role', '=', 'Buyer')
    .where('deleted_at', 'is', null)
    .execute();
}

/** Makes the account a live, verified Admin (ADMIN_EMAIL at start-up), restoring it when it was deleted. */
export async function makeAdmin(db: Db, id: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ role: 'Admin', verified: 1, deleted_at: null })
    .where('id', '=', id)
    .execute();
}

/** Soft-deletes a live account of one of `roles`; false when there was none (deleted, wrong role, unknown). */
export async function softDeleteUser(trx: Db, id: string, roles: Role[], at: string): Promise<boolean> {
  const result = await trx
    .updateTable('users')
    .set({ deleted_at: at })
    .where('id', '=', id)
    .where('role', 'in', roles)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function findLiveSeller(db: Db, id: string) {
  return db
    .selectFrom('users')
    .select(['id', 'verified'])
    .where('id', '=', id)
    .where('role', '=', 'Seller')
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Marks a live, unverified seller verified; false when they already were (or are gone). */
export async function markSellerVerified(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ verified: 1 })
    .where('id', '=', id)
    .where('role', '=', 'Seller')
    .where('verified', '=', 0)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
