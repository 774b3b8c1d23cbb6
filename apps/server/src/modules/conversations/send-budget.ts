// The one send limit per person (decision 130): every route that sends a message, here or in a module
// that owns a deal (orders), spends from the same budget of MESSAGES_PER_MINUTE.
import { MESSAGES_PER_MINUTE } from '@boibazar/shared/conversations';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/auth.ts';

type Budget = (request: FastifyRequest) => Promise<void>;
// One per app (keyed by its database), so the plugin's in-memory store counts every sending route together.
const budgets = new WeakMap<Db, Budget>();

/** A preHandler that refuses with 429 RATE_LIMITED once the caller has sent MESSAGES_PER_MINUTE. */
export function messageSendBudget(app: FastifyInstance): Budget {
  const existing = budgets.get(app.db);
  if (existing) return existing;
  // It uses the plugin's store, so it holds across instances when that store is Redis (issue 19).
  const limit = app.createRateLimit({
    max: MESSAGES_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `messages:${currentUser(request)._id}`,
  });
  const budget: Budget = async (request) => {
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded)
      throw new AppError(
        'MESSAGE_LIMIT',
        `You can send at most ${MESSAGES_PER_MINUTE} messages a minute; wait a moment`,
      );
  };
  budgets.set(app.db, budget);
  return budget;
}
