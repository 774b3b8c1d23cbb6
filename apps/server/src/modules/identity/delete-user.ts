// Closing an account (docs/decisions/040-what-deletion-means.md): the row stays, with its email, for the
// money records that point at it and so nobody can take over the address (decision 010); it can no
// longer sign in and its sessions end at once.
import type { Db } from '../../db/database.ts';
import type { Role } from '../../db/schema.ts';
import { nowIso } from '../../lib/ids.ts';
import { revokeSessionsOfUser } from './session-repository.ts';
import { softDeleteUser } from './user-repository.ts';

/**
 * Soft-deletes a live account of one of `roles` and revokes all its sessions, inside the caller's
 * transaction. Returns false when no such live account exists (already deleted, wrong role, unknown id),
 * so two admins deleting at once delete once.
 */
export async function deleteUserAccount(trx: Db, userId: string, roles: Role[]): Promise<boolean> {
  const now = nowIso();
  if (!(await softDeleteUser(trx, userId, roles, now))) return false;
  await revokeSessionsOfUser(trx, userId, now);
  return true;
}
