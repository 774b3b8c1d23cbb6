// Closing an account (docs/decisions/040-what-deletion-means.md): the row stays, with its email, for the
// money records that point at it and so nobody can take over the address (decision 010); it can no
// longer sign in and its sessions end at once.
import type { Transaction } from 'kysely';
import type { Database, Role } from '../../db/schema.ts';
import { nowIso } from '../../lib/ids.ts';

/**
 * Soft-deletes a live account of one of `roles` and revokes all its sessions, inside the caller's
 * transaction. Returns false when no such live account exists (already deleted, wrong role, unknown id),
 * so two admins deleting at once delete once.
 */
export async function deleteUserAccount(
  trx: Transaction<Database>,
  userId: string,
  roles: Role[],
): Promise<boolean> {
  const now = nowIso();
  const result = await trx
    .updateTable('users')
    .set({ deleted_at: now })
    .where('id', '=', userId)
    .where('role', 'in', roles)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await trx
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
  return true;
}
