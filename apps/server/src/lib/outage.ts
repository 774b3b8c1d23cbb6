// Recognises a dependency that is down rather than a bug: the database refusing or dropping connections,
// the photo store answering 5xx or not answering. Those leave as 503 SERVICE_UNAVAILABLE with
// Retry-After (decision 410), so clients and the balancer see "try again" instead of a 500; `npm run drill`
// found them as 500s.
import { AppError } from './errors.ts';

/** PostgreSQL's connection exceptions (class 08), shutdowns (57P01–57P03), too many connections (53300). */
const POSTGRES_OUTAGE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;
const SOCKET_OUTAGE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
const OUTAGE_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'is not currently accepting connections',
  'Client has encountered a connection error and is not queryable',
];

export const outageMessage = 'This is briefly unavailable; please try again in a moment';

export function outageOf(error: unknown): AppError | undefined {
  if (error instanceof AppError || typeof error !== 'object' || error === null) return undefined;
  const { code, message, $metadata, $fault } = error as {
    code?: unknown;
    message?: unknown;
    $metadata?: { httpStatusCode?: number };
    $fault?: unknown;
  };
  const outage =
    (typeof code === 'string' && (POSTGRES_OUTAGE.test(code) || SOCKET_OUTAGE.has(code))) ||
    code === 'SQLITE_BUSY' ||
    (typeof message === 'string' && OUTAGE_MESSAGES.some((text) => message.includes(text))) ||
    // The S3 client's errors: a server fault, or no answer at all.
    $fault === 'server' ||
    ($metadata !== undefined && ($metadata.httpStatusCode ?? 0) >= 500);
  return outage ? new AppError('SERVICE_UNAVAILABLE', outageMessage) : undefined;
}
