// Sign-in, sign-up and password attempts are limited per account and per address: RATE_LIMIT_AUTH per
// minute per account, three times that per address, since several people can share one address.
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { normaliseEmail } from './user-repository.ts';

const WINDOW_MS = 60_000;

/** The account an attempt is aimed at, or undefined when the request names none. */
export type AccountKey = (request: FastifyRequest) => string | undefined;

export const emailInBody: AccountKey = (request) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? normaliseEmail(email) : undefined;
};

export const signedInAccount: AccountKey = (request) => request.user?._id;

export function authRateLimit(
  app: FastifyInstance,
  name: string,
  maxPerAccount: number,
  accountKey?: AccountKey,
): preHandlerAsyncHookHandler {
  const perAddress = app.createRateLimit({
    max: maxPerAccount * 3,
    timeWindow: WINDOW_MS,
    keyGenerator: (request: FastifyRequest) => `${name}:address:${request.ip}`,
  });
  const perAccount = app.createRateLimit({
    max: maxPerAccount,
    timeWindow: WINDOW_MS,
    keyGenerator: (request: FastifyRequest) => `${name}:account:${accountKey?.(request)}`,
  });
  return async (request, reply) => {
    const limiters = accountKey?.(request) ? [perAddress, perAccount] : [perAddress];
    for (const limiter of limiters) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(result.ttlInSeconds));
        throw new AppError(
          'RATE_LIMITED',
          `Too many attempts; please wait ${result.ttlInSeconds} seconds and try again`,
        );
      }
    }
  };
}
