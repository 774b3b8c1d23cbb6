// Text holding a NUL character is never meaningful input, and PostgreSQL cannot store or compare it
// (SQLite can), so it is refused with 400 on every route before validation: both databases then answer
// the same, and no route has to remember it.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';

const NUL = '\u0000';

/** The dotted path of the first string (or key) holding a NUL character, or undefined when there is none. */
export function findNul(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNul(item, `${path}.${index}`);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    if (ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === 'function') {
      return undefined; // bytes or a stream (uploads) are checked by content elsewhere
    }
    for (const [key, item] of Object.entries(value)) {
      if (key.includes(NUL)) return path;
      const found = findNul(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return undefined;
}

export default fp(async function inputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const field =
      findNul(request.params, 'params') ??
      findNul(request.query, 'querystring') ??
      findNul(request.body, 'body');
    if (field) {
      throw new AppError('VALIDATION_FAILED', `${field}: must not contain a NUL character`);
    }
  });
});
