// Sign-in and sign-up attempts are limited per account and per address (RATE_LIMIT_AUTH per minute per
// account, three times that per address, since several people can share one address).
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { normaliseEmail } from './user-repository.ts';

const WINDOW_MS = 60_000;

export function authRateLimit(
  app: FastifyInstance,
  name: string,
  maxPerAccount: number,
): preHandlerAsyncHookHandler {
  const perAddress = app.createRateLimit({
    max: maxPerAccount * 3,
    timeWindow: WINDOW_MS,
    keyGenerator: (request: FastifyRequest) => `${name}:address:${request.ip}`,
  });
  const perAccount = app.createRateLimit({
    max: maxPerAccount,
    timeWindow: WINDOW_MS,
    keyGenerator: (request: FastifyRequest) => {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      return `${name}:account:${typeof email === 'string' ? normaliseEmail(email) : ''}`;
    },
  });
  return async (request, reply) => {
    for (const limiter of [perAddress, perAccount]) {
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
