// For other modules' sensitive changes (a payout method): the signed-in member types their password again.
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { verifyPassword } from './password.ts';
import { findLiveUserById } from './user-repository.ts';

/** Throws FORBIDDEN unless `password` is the member's; an account without one (Google) cannot confirm. */
export async function confirmPassword(db: Db, userId: string, password: string): Promise<void> {
  const row = await findLiveUserById(db, userId);
  if (!row) throw new AppError('UNAUTHORIZED', 'Please sign in first');
  if (!row.password_hash || !(await verifyPassword(row.password_hash, password)))
    throw new AppError('WRONG_PASSWORD', 'The password is not correct');
}
