// The one Redis connection an instance keeps when REDIS_URL is set (shared rate-limit counters).
import type { Redis } from 'ioredis';

/** Connects, or throws after `timeoutMs` so start-up fails with a clear line instead of hanging. */
export async function openRedis(url: string, timeoutMs = 10_000): Promise<Redis> {
  // NOTE: loaded only when REDIS_URL is set, so a start without Redis does not pay for the client. The
  // package's `default` (its module.exports, the client's class): the compiled server's chunk of a CommonJS
  // package has no other name, where node finds `Redis` beside it (decision 537).
  const { default: Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    // A command fails at once while the connection is down (the rate limiter then lets the attempt
    // through and readiness reports the outage) instead of queueing requests behind a dead server.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  // NOTE: without a listener ioredis prints every failed reconnect; readiness is where an outage shows.
  redis.on('error', () => undefined);
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`Redis at REDIS_URL is not reachable: ${(error as Error).message}`, { cause: error });
  }
  return redis;
}
