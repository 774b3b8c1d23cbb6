// Forgot password (decision 205). The request only schedules a job, the same single write whether or not
// an account uses the email, so neither the answer nor its time tells; the job looks the account up and
// emails the link.
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { scheduleJob, type JobContext } from '../../jobs/index.ts';
import type { TextLanguage } from '../../lib/server-text.ts';
import { queueAccountEmail } from './account-emails.ts';
import { issueLink, linkUrl, type LinkSettings, withinSendBudget } from './account-links.ts';
import { findLiveUserByEmail, findUserLanguage, normaliseEmail } from './user-repository.ts';

export const SEND_PASSWORD_RESET = 'identity.password-reset';

const payloadSchema = z.object({ email: z.string(), language: z.enum(['en', 'bn']) });

export async function requestPasswordReset(db: Db, email: string, language: TextLanguage): Promise<void> {
  await scheduleJob(db, { kind: SEND_PASSWORD_RESET, payload: { email: normaliseEmail(email), language } });
}

/** The job: a link for a live account with this email, within its send budget; nothing otherwise. */
export function createPasswordResetSender(settings: LinkSettings) {
  return async function sendPasswordReset({ db, payload }: JobContext): Promise<void> {
    const { email, language } = payloadSchema.parse(payload);
    const user = await findLiveUserByEmail(db, email);
    if (!user || !(await withinSendBudget(db, user.id, 'password-reset'))) return;
    const secret = await issueLink(db, {
      userId: user.id,
      purpose: 'password-reset',
      email: user.email,
      ttl: settings.resetTtl,
    });
    // The account's own language when it chose one, else the language the request was made in.
    const reader = (await findUserLanguage(db, user.id)) ?? language;
    await queueAccountEmail(db, 'reset', user.email, reader, {
      link: linkUrl(settings.origin(), '/reset-password', secret),
      duration: settings.resetTtl,
    });
  };
}
