// The spec's per-email lookups answer only about the caller's own account; the admin may ask about anyone.
import type { Db } from '../../db/database.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from './token-service.ts';
import { findLiveUserByEmail, normaliseEmail, toUser, type User } from './user-repository.ts';

export async function lookUpUser(db: Db, caller: AuthUser, email: string): Promise<User> {
  const wanted = normaliseEmail(email);
  if (wanted === caller.email) {
    const { sessionId: _sessionId, ...self } = caller;
    return self;
  }
  if (caller.role !== 'Admin') throw forbidden('NOT_OWN_ACCOUNT', 'You can only look up your own account');
  const row = await findLiveUserByEmail(db, wanted);
  if (!row) throw notFound('USER_NOT_FOUND', 'User');
  return toUser(row);
}
