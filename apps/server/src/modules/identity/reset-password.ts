// Setting a new password from an emailed link (decision 205): the link is used once, every session of the
// account ends, and the account's other reset links stop working.
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../events/index.ts';
import { AppError } from '../../lib/errors.ts';
import { markEmailVerified, retireAccountTokens, setPasswordHash } from './account-token-repository.ts';
import { useLink } from './account-links.ts';
import { hashPassword } from './password.ts';
import { revokeSessionsOfUser } from './session-repository.ts';
import { clock } from '../../lib/clock.ts';

const invalid = () =>
  new AppError(
    'RESET_TOKEN_INVALID',
    'This reset link is not valid or was already used; please ask for a new one',
  );
const expired = () =>
  new AppError('RESET_TOKEN_EXPIRED', 'This reset link has expired; please ask for a new one');

export async function resetPassword(db: Db, secret: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await inTransaction(db, async (trx) => {
    const link = await useLink(trx, secret, ['password-reset'], { invalid, expired });
    if (!(await setPasswordHash(trx, link.user_id, passwordHash))) throw invalid();
    const now = clock.nowIso();
    await retireAccountTokens(trx, link.user_id, ['password-reset'], now);
    // The link reached its owner at this address, which verifies it as a verification link would.
    await markEmailVerified(trx, link.user_id, link.email, now);
    await revokeSessionsOfUser(trx, link.user_id, now);
  });
}
