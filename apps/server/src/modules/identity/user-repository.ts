import type { Db } from '../../db/database.ts';
import type { Role, UsersTable } from '../../db/schema.ts';
import { newId, nowIso } from '../../lib/ids.ts';

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
}

export async function insertUser(db: Db, user: NewUser): Promise<User> {
  const row = {
    id: newId(),
    name: user.name,
    email: normaliseEmail(user.email),
    image: user.image,
    role: user.role,
    password_hash: user.passwordHash,
    google_sub: user.googleSub ?? null,
    verified: user.verified ? (1 as const) : (0 as const),
    created_at: nowIso(),
    deleted_at: null,
  };
  await db.insertInto('users').values(row).execute();
  return toUser(row);
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
  changes: Partial<Pick<UsersTable, 'name' | 'image' | 'role' | 'verified' | 'password_hash' | 'google_sub'>>,
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
}

/** Name, photo and email of these accounts, removed ones included, by id (other modules' lists). */
export async function findPeople(db: Db, ids: string[]): Promise<Map<string, PersonCard>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'image', 'email', 'deleted_at'])
    .where('id', 'in', unique)
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      { _id: r.id, name: r.name, image: r.image, email: r.email, removed: r.deleted_at !== null },
    ]),
  );
}
