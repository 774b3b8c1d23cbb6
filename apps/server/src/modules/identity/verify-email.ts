// Email verification (decision 205): a link at sign-up and on request, and opening it; an email change's
// link, once opened, makes the new address the account's.
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../events/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { TextLanguage } from '../../lib/server-text.ts';
import { queueAccountEmail } from './account-emails.ts';
import {
  findEmailState,
  markEmailVerified,
  replaceEmail,
  retireAccountTokens,
} from './account-token-repository.ts';
import {
  issueLink,
  linkUrl,
  type LinkSettings,
  TOO_MANY_LINKS,
  useLink,
  withinSendBudget,
} from './account-links.ts';
import { isUniqueViolation } from './user-repository.ts';
import { clock } from '../../lib/clock.ts';

const invalid = () =>
  new AppError('VERIFY_TOKEN_INVALID', 'This verification link is not valid or was already used');
const expired = () =>
  new AppError('VERIFY_TOKEN_EXPIRED', 'This verification link has expired; please ask for a new one');

/** Emails a verification link to the account's current address. */
export async function sendVerificationEmail(
  db: Db,
  settings: LinkSettings,
  user: { _id: string; name: string; email: string },
  language: TextLanguage,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const secret = await issueLink(trx, {
      userId: user._id,
      purpose: 'verify-email',
      email: user.email,
      ttl: settings.verifyTtl,
    });
    await queueAccountEmail(trx, 'verify', user.email, language, {
      link: linkUrl(settings.origin(), '/verify-email', secret),
      duration: settings.verifyTtl,
      name: user.name,
    });
  });
}

/** Another link, for an unverified account within its send budget. */
export async function resendVerificationEmail(
  db: Db,
  settings: LinkSettings,
  caller: { _id: string; name: string },
  language: TextLanguage,
): Promise<void> {
  const state = await findEmailState(db, caller._id);
  if (!state) throw new AppError('UNAUTHORIZED', 'Please sign in first');
  if (state.email_verified_at) throw new AppError('EMAIL_ALREADY_VERIFIED', 'Your email is already verified');
  if (!(await withinSendBudget(db, caller._id, 'verify-email')))
    throw new AppError('LINK_SEND_LIMIT', TOO_MANY_LINKS);
  await sendVerificationEmail(db, settings, { ...caller, email: state.email }, state.language ?? language);
}

/** Opens a verification or email-change link; answers the address that is now verified. */
export async function verifyEmail(db: Db, secret: string): Promise<{ email: string }> {
  return inTransaction(db, async (trx) => {
    const link = await useLink(trx, secret, ['verify-email', 'change-email'], { invalid, expired });
    const now = clock.nowIso();
    if (link.purpose === 'verify-email') {
      // A no-op when the account has changed its email since the link was sent.
      await markEmailVerified(trx, link.user_id, link.email, now);
      return { email: link.email };
    }
    try {
      if (!(await replaceEmail(trx, link.user_id, link.email, now))) throw invalid();
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN', 'Another account uses this email');
      throw error;
    }
    // Links sent to the old address (a reset, a verification) or other pending changes stop working.
    await retireAccountTokens(trx, link.user_id, ['password-reset', 'verify-email', 'change-email'], now);
    return { email: link.email };
  });
}
