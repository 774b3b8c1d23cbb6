// Emailed single-use links (password reset, email verification): a random secret goes into the link, only
// its SHA-256 is stored, and using it is one conditional update (decision 205).
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import type { AccountTokenPurpose } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import {
  type AccountTokenRow,
  countAccountTokensSince,
  findAccountToken,
  insertAccountToken,
  useAccountToken,
} from './account-token-repository.ts';
import { clock } from '../../lib/clock.ts';

/** What the account links need from the app: where the web app is, and how long each link works. */
export interface LinkSettings {
  /** The public origin for links in emails (PUBLIC_URL, else the listen address; never a request header). */
  origin: () => string;
  resetTtl: number;
  verifyTtl: number;
}

/** At most this many links of one kind per account in SEND_WINDOW_MS (a reset, a verification, a change). */
export const SENDS_PER_WINDOW = 3;
export const SEND_WINDOW_MS = 15 * 60_000;

export const hashLinkSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** A new link for the account; returns the secret, which only the email will carry. */
export async function issueLink(
  db: Db,
  link: { userId: string; purpose: AccountTokenPurpose; email: string; ttl: number },
): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  const now = clock.nowMs();
  await insertAccountToken(db, {
    tokenHash: hashLinkSecret(secret),
    userId: link.userId,
    purpose: link.purpose,
    email: link.email,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + link.ttl).toISOString(),
  });
  return secret;
}

/** Whether the account may be sent another link of this kind now. */
export async function withinSendBudget(
  db: Db,
  userId: string,
  purpose: AccountTokenPurpose,
): Promise<boolean> {
  const since = new Date(clock.nowMs() - SEND_WINDOW_MS).toISOString();
  return (await countAccountTokensSince(db, userId, purpose, since)) < SENDS_PER_WINDOW;
}

export const TOO_MANY_LINKS =
  'We sent enough links for now; please check your inbox or try again in 15 minutes';

export interface LinkRefusals {
  invalid: () => AppError;
  expired: () => AppError;
}

/**
 * Uses the link: unknown, already used or lost to a concurrent use → `invalid`, lapsed → `expired`.
 * The last step is the conditional update, so of two uses at once exactly one gets the row.
 */
export async function useLink(
  db: Db,
  secret: string,
  purposes: AccountTokenPurpose[],
  refusals: LinkRefusals,
): Promise<AccountTokenRow> {
  const row = await findAccountToken(db, hashLinkSecret(secret), purposes);
  if (!row || row.used_at !== null) throw refusals.invalid();
  const now = clock.nowIso();
  if (row.expires_at <= now) throw refusals.expired();
  if (!(await useAccountToken(db, row.id, now))) throw refusals.invalid();
  return row;
}

/** The web app's page for a link; the secret travels in the fragment, which browsers never send to a server. */
export const linkUrl = (origin: string, page: '/reset-password' | '/verify-email', secret: string): string =>
  `${origin.replace(/\/+$/, '')}${page}#token=${secret}`;
