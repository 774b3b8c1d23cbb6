// Changing the account's email (decision 205): the new address gets a link and the old one a notice; the
// change waits until the link is opened (verify-email.ts), and the old address stays in use meanwhile.
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../events/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { TextLanguage } from '../../lib/server-text.ts';
import { queueAccountEmail } from './account-emails.ts';
import { issueLink, linkUrl, type LinkSettings, TOO_MANY_LINKS, withinSendBudget } from './account-links.ts';
import { findEmailState, retireAccountTokens } from './account-token-repository.ts';
import { normaliseEmail } from './user-repository.ts';
import { clock } from '../../lib/clock.ts';

/**
 * Starts a change to `newEmail`. Whether another account uses it is not said here (that would tell which
 * emails have accounts); the link then fails with EMAIL_TAKEN when opened.
 */
export async function requestEmailChange(
  db: Db,
  settings: LinkSettings,
  caller: { _id: string },
  newEmail: string,
  language: TextLanguage,
): Promise<{ pendingEmail: string }> {
  const email = normaliseEmail(newEmail);
  const state = await findEmailState(db, caller._id);
  if (!state) throw new AppError('UNAUTHORIZED', 'Please sign in first');
  if (email === state.email) throw new AppError('EMAIL_UNCHANGED', 'This is already your email');
  if (!(await withinSendBudget(db, caller._id, 'change-email')))
    throw new AppError('LINK_SEND_LIMIT', TOO_MANY_LINKS);
  const reader = state.language ?? language;
  await inTransaction(db, async (trx) => {
    await retireAccountTokens(trx, caller._id, ['change-email'], clock.nowIso());
    const secret = await issueLink(trx, {
      userId: caller._id,
      purpose: 'change-email',
      email,
      ttl: settings.verifyTtl,
    });
    await queueAccountEmail(trx, 'changeToNew', email, reader, {
      link: linkUrl(settings.origin(), '/verify-email', secret),
      duration: settings.verifyTtl,
    });
    await queueAccountEmail(trx, 'changeToOld', state.email, reader, { newEmail: email });
  });
  return { pendingEmail: email };
}
