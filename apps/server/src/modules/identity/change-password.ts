import type { Db } from '../../db/database.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from './password.ts';
import type { TokenService } from './token-service.ts';
import { findLiveUserById, updateUser } from './user-repository.ts';

/** Sets a new password, ends every session of the account and returns a fresh token for this device. */
export async function changePassword(
  db: Db,
  tokens: TokenService,
  userId: string,
  currentPassword: string,
  newPassword: string,
): Promise<string> {
  const row = await findLiveUserById(db, userId);
  if (!row) throw new AppError('UNAUTHORIZED', 'Please sign in first');
  if (!row.password_hash) {
    throw badRequest('NO_PASSWORD', 'This account signs in with Google and has no password to change');
  }
  if (!(await verifyPassword(row.password_hash, currentPassword))) {
    throw new AppError('WRONG_PASSWORD', 'The current password is not correct');
  }
  await updateUser(db, userId, { password_hash: await hashPassword(newPassword) });
  await tokens.revokeAllForUser(userId);
  return tokens.issue(userId);
}
