// bKash tokenized checkout over HTTP (docs/decisions/150-bkash.md): the same calls reach bKash's sandbox,
// its production and our offline sandbox; only BKASH_BASE_URL and the credentials differ. The grant token
// is kept in the database, so every instance reuses it until it expires.
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { nowIso } from '../../lib/ids.ts';
import { findBkashToken, forgetBkashToken, storeBkashToken } from './bkash-repository.ts';

export interface BkashCredentials {
  baseUrl: string;
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
}

/** An answer of bKash's: statusCode '0000' is success; anything else carries bKash's error code and message. */
export type BkashAnswer = Record<string, unknown> & { statusCode?: string; statusMessage?: string };

/** bKash did not answer in time (a 503 for the caller; execute turns it into a status query). */
export class BkashTimeout extends AppError {
  constructor(call: string) {
    super('BKASH_UNAVAILABLE', `bKash did not answer the ${call} call in time; try again`);
    this.name = 'BkashTimeout';
  }
}

export const succeeded = (answer: BkashAnswer) => answer.statusCode === '0000';

/** Poisha as bKash writes amounts ("500.00"), and back. */
export const bkashAmount = (poisha: number) => (poisha / 100).toFixed(2);
export const poishaOf = (amount: unknown) =>
  typeof amount === 'string' || typeof amount === 'number' ? Math.round(Number(amount) * 100) : NaN;

/** Refresh the token this long before bKash says it expires. */
const EARLY = 60_000;
/** bKash's refresh tokens last 28 days; refresh well within that. */
const REFRESH_LIFETIME = 27 * 24 * 3600_000;

export interface BkashClient {
  call(path: string, body: Record<string, unknown>): Promise<BkashAnswer>;
}

export function createBkashClient(
  db: Db,
  credentials: () => BkashCredentials,
  timeoutMs: number,
): BkashClient {
  const key = () => `${credentials().baseUrl}|${credentials().appKey}`;

  async function post(path: string, headers: Record<string, string>, body: object): Promise<BkashAnswer> {
    let res: Response;
    try {
      res = await fetch(`${credentials().baseUrl}/tokenized/checkout/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
        throw new BkashTimeout(path);
      throw new AppError('BKASH_UNAVAILABLE', 'bKash cannot be reached right now; try again');
    }
    let answer: unknown;
    try {
      answer = await res.json();
    } catch (error) {
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
        throw new BkashTimeout(path);
      answer = null;
    }
    if (!answer || typeof answer !== 'object')
      throw new AppError('BKASH_UNAVAILABLE', `bKash answered ${res.status} without a body; try again`);
    return answer as BkashAnswer;
  }

  async function storeToken(answer: BkashAnswer): Promise<string> {
    const idToken = answer.id_token;
    const refreshToken = answer.refresh_token;
    if (!succeeded(answer) || typeof idToken !== 'string' || typeof refreshToken !== 'string')
      throw new AppError(
        'BKASH_UNAVAILABLE',
        `bKash refused our credentials (${answer.statusCode ?? '?'}: ${answer.statusMessage ?? 'no message'})`,
      );
    const now = Date.now();
    const row = {
      key: key(),
      id_token: idToken,
      refresh_token: refreshToken,
      expires_at: new Date(now + Number(answer.expires_in ?? 3600) * 1000).toISOString(),
      refresh_expires_at: new Date(now + REFRESH_LIFETIME).toISOString(),
      updated_at: nowIso(),
    };
    await storeBkashToken(db, row);
    return idToken;
  }

  const tokenHeaders = () => ({ username: credentials().username, password: credentials().password });
  const appBody = () => ({ app_key: credentials().appKey, app_secret: credentials().appSecret });

  async function token(): Promise<string> {
    const stored = await findBkashToken(db, key());
    const now = Date.now();
    if (stored && Date.parse(stored.expires_at) - EARLY > now) return stored.id_token;
    if (stored && Date.parse(stored.refresh_expires_at) > now) {
      const refreshed = await post('token/refresh', tokenHeaders(), {
        ...appBody(),
        refresh_token: stored.refresh_token,
      });
      if (succeeded(refreshed)) return storeToken(refreshed);
    }
    return storeToken(await post('token/grant', tokenHeaders(), appBody()));
  }

  async function forgetToken(idToken: string) {
    await forgetBkashToken(db, key(), idToken);
  }

  return {
    async call(path, body) {
      for (let attempt = 0; ; attempt += 1) {
        const idToken = await token();
        const answer = await post(path, { authorization: idToken, 'x-app-key': credentials().appKey }, body);
        // bKash may revoke a token before its time: forget it and grant a new one, once.
        if (answer.statusCode === '2079' && attempt === 0) {
          await forgetToken(idToken);
          continue;
        }
        return answer;
      }
    },
  };
}
