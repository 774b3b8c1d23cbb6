// Who may try a password how often (docs/decisions/111-sign-in-throttling.md). With N = RATE_LIMIT_AUTH,
// per minute:
// - one address: 3N attempts, then 429 (several people can share one address);
// - one address at one account: N attempts, then 429;
// - one account from everywhere: sign-in is never refused (so nobody can lock its owner out), but once
//   it has had N failures each further attempt waits a little before the password is checked, longer
//   the more failures, up to MAX_SLOWDOWN_MS; other calls (sign-up, password change, fresh tokens) get
//   429 after N attempts, since only the signed-in owner or a newcomer makes them.
// The counters live in @fastify/rate-limit's store, so they follow it when it moves (e.g. to Redis).
import { setTimeout as sleep } from 'node:timers/promises';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onResponseAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { normaliseEmail } from './user-repository.ts';

const WINDOW_MS = 60_000;
export const SLOWDOWN_STEP_MS = 250;
export const MAX_SLOWDOWN_MS = 3_000;
/** Large enough that the failure counter never reports "exceeded"; only its count is used. */
const UNCAPPED = 1_000_000;

/** The account an attempt is aimed at, or undefined when the request names none. */
export type AccountKey = (request: FastifyRequest) => string | undefined;

export const emailInBody: AccountKey = (request) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? normaliseEmail(email) : undefined;
};

export const signedInAccount: AccountKey = (request) => request.user?._id;

export interface AuthRateLimitOptions {
  /** Sign-in: an account's failures slow further attempts down instead of refusing them. */
  slowAccountFailures?: boolean;
}

export interface AuthRateLimitHooks {
  preHandler: preHandlerAsyncHookHandler;
  onResponse: onResponseAsyncHookHandler;
}

/** How long an attempt waits when its account has had `failures` failures this minute. */
export function slowdownMs(failures: number, maxPerAccount: number): number {
  if (failures < maxPerAccount) return 0;
  return Math.min(MAX_SLOWDOWN_MS, SLOWDOWN_STEP_MS * (failures - maxPerAccount + 1));
}

function refuse(reply: FastifyReply, ttlInSeconds: number): never {
  reply.header('retry-after', String(ttlInSeconds));
  throw new AppError('RATE_LIMITED', `Too many attempts; please wait ${ttlInSeconds} seconds and try again`);
}

export function authRateLimit(
  app: FastifyInstance,
  name: string,
  maxPerAccount: number,
  accountKey?: AccountKey,
  options: AuthRateLimitOptions = {},
): AuthRateLimitHooks {
  const slow = options.slowAccountFailures === true;
  const limiter = (max: number, key: (request: FastifyRequest) => string) =>
    app.createRateLimit({ max, timeWindow: WINDOW_MS, keyGenerator: key });
  const perAddress = limiter(maxPerAccount * 3, (request) => `${name}:address:${request.ip}`);
  const perPair = limiter(maxPerAccount, (request) => `${name}:pair:${accountKey?.(request)}:${request.ip}`);
  const perAccount = limiter(
    slow ? UNCAPPED : maxPerAccount,
    (request) => `${name}:account:${accountKey?.(request)}`,
  );

  return {
    async preHandler(request, reply) {
      const address = await perAddress(request);
      if (!address.isAllowed && address.isExceeded) refuse(reply, address.ttlInSeconds);
      if (!accountKey?.(request)) return;
      if (!slow) {
        const account = await perAccount(request);
        if (!account.isAllowed && account.isExceeded) refuse(reply, account.ttlInSeconds);
        return;
      }
      const pair = await perPair(request);
      if (!pair.isAllowed && pair.isExceeded) refuse(reply, pair.ttlInSeconds);
      const failures = await perAccount(request, { increment: false });
      const wait = failures.isAllowed ? 0 : slowdownMs(UNCAPPED - failures.remaining, maxPerAccount);
      if (wait > 0) await sleep(wait);
    },
    // Only failed sign-ins count against the account, so its owner's successes never slow it down.
    async onResponse(request, reply) {
      if (slow && reply.statusCode === 401 && accountKey?.(request)) await perAccount(request);
    },
  };
}
