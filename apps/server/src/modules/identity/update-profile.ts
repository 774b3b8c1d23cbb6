import type { Db } from '../../db/database.ts';
import { requireOwnEmail } from './own-email.ts';
import type { AuthUser } from './token-service.ts';
import { findLiveUserById, toUser, updateUser, type User } from './user-repository.ts';

/** Changes the caller's own name and photo; nothing else about an account changes through here. */
export async function updateProfile(
  db: Db,
  caller: AuthUser,
  changes: { name?: string; image?: string; email?: string },
): Promise<User> {
  requireOwnEmail(caller, changes.email, 'You can only update your own account');
  await updateUser(db, caller._id, {
    ...(changes.name !== undefined ? { name: changes.name } : {}),
    ...(changes.image !== undefined ? { image: changes.image } : {}),
  });
  const row = await findLiveUserById(db, caller._id);
  return row ? toUser(row) : caller;
}
