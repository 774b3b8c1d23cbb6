// Whether an account's email is verified, for its owner's pages and for other modules (decision 205).
import type { EmailStatus } from '@boibazar/shared/account';
import type { Db } from '../../db/database.ts';
import { findEmailState, findPendingEmail } from './account-token-repository.ts';
import { clock } from '../../lib/clock.ts';

/**
 * Whether the account's current email is verified. The rule for the payouts module to come: a seller
 * must have a verified email before their first payout (decision 205).
 */
export async function isEmailVerified(db: Db, userId: string): Promise<boolean> {
  const state = await findEmailState(db, userId);
  return Boolean(state?.email_verified_at);
}

/** The caller's email, whether it is verified, and the address a pending change waits to verify. */
export async function emailStatus(db: Db, userId: string): Promise<EmailStatus | null> {
  const state = await findEmailState(db, userId);
  if (!state) return null;
  return {
    email: state.email,
    emailVerified: state.email_verified_at !== null,
    pendingEmail: await findPendingEmail(db, userId, clock.nowIso()),
  };
}
