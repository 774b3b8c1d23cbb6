// ADMIN_EMAIL + ADMIN_PASSWORD make the admin at start-up: create the account, or promote an existing one.
import type { Db } from '../../db/database.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { findUserByEmail, insertUser, makeAdmin, updateUser } from './user-repository.ts';

export type AdminOutcome = 'created' | 'promoted' | 'password-reset' | 'unchanged';

export async function ensureAdmin(
  db: Db,
  email: string,
  password: string,
  revokeAllForUser: (userId: string) => Promise<void>,
): Promise<AdminOutcome> {
  const existing = await findUserByEmail(db, email);
  if (!existing) {
    await insertUser(db, {
      name: 'Admin',
      email,
      image: '',
      role: 'Admin',
      passwordHash: await hashPassword(password),
      verified: true,
      // The operator named this address; no link to open (decision 205).
      emailVerified: true,
    });
    return 'created';
  }
  const passwordMatches = existing.password_hash
    ? await verifyPassword(existing.password_hash, password)
    : false;
  const live = existing.deleted_at === null;
  if (existing.role === 'Admin' && passwordMatches && live) return 'unchanged';
  await makeAdmin(db, existing.id);
  if (!passwordMatches) {
    // The environment is the source of truth for the admin's password; old sessions end with the old one.
    await updateUser(db, existing.id, { password_hash: await hashPassword(password) });
    await revokeAllForUser(existing.id);
  }
  return existing.role === 'Admin' ? 'password-reset' : 'promoted';
}
