import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { findLiveUserByEmail, toUser, type User } from './user-repository.ts';

/** One message for an unknown email, a wrong password and a removed account, so none can be told apart. */
export const BAD_CREDENTIALS = 'Wrong email or password';

// Checked against when the email is unknown, so both failures take as long as each other.
let dummyHash: Promise<string> | undefined;

export async function signIn(db: Db, email: string, password: string): Promise<User> {
  const row = await findLiveUserByEmail(db, email);
  if (!row?.password_hash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verifyPassword(await dummyHash, password);
    throw new AppError('BAD_CREDENTIALS', BAD_CREDENTIALS);
  }
  if (!(await verifyPassword(row.password_hash, password))) {
    throw new AppError('BAD_CREDENTIALS', BAD_CREDENTIALS);
  }
  return toUser(row);
}
