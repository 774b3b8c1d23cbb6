// Who may try a password how often (docs/decisions/111-sign-in-throttling.md as amended by
// docs/decisions/200-probe-holes.md). With N = RATE_LIMIT_AUTH, per minute:
// - one address: 3N attempts, then 429 (several people can share one address);
// - one account, from everywhere: N attempts, then 429. Each attempt takes its place in the account's
//   count atomically BEFORE its password is checked, so N guesses sent at once from N addresses are
//   still N, and the N+1st is refused without a check. For sign-in the refusal names the account's limit
//   (ACCOUNT_SIGN_IN_LIMITED): its owner then gets in by a password reset link or a code by SMS, which
//   count elsewhere.
// The counters live in @fastify/rate-limit's store (its increment is atomic: a synchronous one in
// memory, one Lua INCR in Redis when REDIS_URL is set, decision 190), so several instances share them.
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError, type ErrorCode } from '../../lib/errors.ts';
import { normaliseEmail } from './user-repository.ts';

const WINDOW_MS = 60_000;

/** The account an attempt is aimed at, or undefined when the request names none. */
export type AccountKey = (request: FastifyRequest) => string | undefined;

export const emailInBody: AccountKey = (request) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? normaliseEmail(email) : undefined;
};

export const signedInAccount: AccountKey = (request) => request.user?._id;

export interface AuthRateLimitOptions {
  /** How a refusal by the account's own limit is named (default RATE_LIMITED, like the address's). */
  accountRefusal?: { code: ErrorCode; message: (seconds: number) => string };
}

export interface AuthRateLimitHooks {
  preHandler: preHandlerAsyncHookHandler;
}

const tooManyAttempts = (seconds: number) =>
  `Too many attempts; please wait ${seconds} seconds and try again`;

/** Sign-in's refusal once an account has had its N password checks this minute (decision 200). */
export const SIGN_IN_ACCOUNT_REFUSAL: AuthRateLimitOptions['accountRefusal'] = {
  code: 'ACCOUNT_SIGN_IN_LIMITED',
  message: (seconds) =>
    `Too many sign-in attempts for this account; please wait ${seconds} seconds, or reset your password`,
};

function refuse(reply: FastifyReply, ttlInSeconds: number, code: ErrorCode, message: string): never {
  reply.header('retry-after', String(ttlInSeconds));
  throw new AppError(code, message);
}

export function authRateLimit(
  app: FastifyInstance,
  name: string,
  maxPerAccount: number,
  accountKey?: AccountKey,
  options: AuthRateLimitOptions = {},
): AuthRateLimitHooks {
  const limiter = (max: number, key: (request: FastifyRequest) => string) =>
    app.createRateLimit({ max, timeWindow: WINDOW_MS, keyGenerator: key });
  const perAddress = limiter(maxPerAccount * 3, (request) => `${name}:address:${request.ip}`);
  const perAccount = limiter(maxPerAccount, (request) => `${name}:account:${accountKey?.(request)}`);
  const accountRefusal = options.accountRefusal ?? { code: 'TOO_MANY_ATTEMPTS', message: tooManyAttempts };

  return {
    async preHandler(request, reply) {
      const address = await perAddress(request);
      if (!address.isAllowed && address.isExceeded)
        refuse(reply, address.ttlInSeconds, 'TOO_MANY_ATTEMPTS', tooManyAttempts(address.ttlInSeconds));
      if (!accountKey?.(request)) return;
      // The reservation: counted now, before the handler checks any password, whatever its outcome.
      const account = await perAccount(request);
      if (!account.isAllowed && account.isExceeded)
        refuse(
          reply,
          account.ttlInSeconds,
          accountRefusal.code,
          accountRefusal.message(account.ttlInSeconds),
        );
    },
  };
}
