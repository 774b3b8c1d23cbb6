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
