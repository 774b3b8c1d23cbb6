// Input no route should see, refused before validation, rate limits or any route runs:
// - a JSON body nested deeper than MAX_JSON_DEPTH (a walk over it could exhaust the stack, and no
//   request of ours nests more than a few levels), checked on the raw text before it is even parsed;
// - text holding a NUL character, which is never meaningful and PostgreSQL cannot store or compare
//   (SQLite can), so both databases answer the same and no route has to remember it.
// And text as every route should see it: every string in params, query and body in Unicode NFC, so
// 'Café' or a Bangla vowel sign stored and searched is the same code points however it was typed
// (passwords and other secrets excepted; docs/decisions/114-unicode-nfc.md).
// The walks are iterative, so no body can exhaust the stack (docs/decisions/008-untrusted-input.md).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';

const NUL = '\u0000';
export const MAX_JSON_DEPTH = 32;

/** How deeply a JSON text nests arrays and objects, counted without parsing it; stops once past `limit`. */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i += 1; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) depth -= 1;
  }
  return false;
}

const isOpaque = (value: object) =>
  ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === 'function';

/**
 * Whether `value` is nothing, or an object whose keys and values are strings without NUL, numbers or
 * nothing: the common params and query string, checked without findNul's walk (no allocation).
 */
function isFlatWithoutNul(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value !== 'object' || Array.isArray(value) || isOpaque(value)) return false;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (key.includes(NUL)) return false;
    const item = (value as Record<string, unknown>)[key];
    if (typeof item === 'string' ? item.includes(NUL) : item !== undefined && typeof item !== 'number')
      return false;
  }
  return true;
}

/** The dotted path of the first string (or key) holding a NUL character, or undefined when there is none. */
export function findNul(value: unknown, path: string): string | undefined {
  if (isFlatWithoutNul(value)) return undefined;
  // Depth-first in document order, with an explicit stack instead of recursion.
  const stack: Array<[unknown, string]> = [[value, path]];
  while (stack.length > 0) {
    const [current, at] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return at;
      continue;
    }
    if (!current || typeof current !== 'object') continue;
    if (isOpaque(current)) continue; // bytes or a stream (uploads) are checked by content elsewhere
    const entries = Array.isArray(current)
      ? current.map((item, index): [unknown, string] => [item, `${at}.${index}`])
      : Object.entries(current).map(([key, item]): [unknown, string] => {
          if (key.includes(NUL)) return [NUL, at];
          return [item, `${at}.${key}`];
        });
    for (let i = entries.length - 1; i >= 0; i -= 1) stack.push(entries[i]!);
  }
  return undefined;
}

/** Keys whose strings are secrets, compared byte for byte as they were set: never normalised. */
const SECRET_KEY = /password|secret|token|ticket/i;

/**
 * Text with no character from U+0300 on is in NFC already: every character below it is its own NFC form,
 * and the combining marks that could compose with one start there. Checked first, as `normalize` costs a
 * call into ICU even for ASCII.
 */
const MAY_CHANGE_IN_NFC = /[\u0300-\uffff]/;
const nfc = (text: string) => (MAY_CHANGE_IN_NFC.test(text) ? text.normalize('NFC') : text);

/**
 * Puts every string of a parsed input (except those under secret keys) in Unicode NFC: objects and arrays
 * in place; a bare string is returned normalised.
 */
export function normaliseText<T>(value: T): T {
  if (typeof value === 'string') return nfc(value) as T;
  const stack: object[] = [];
  if (value && typeof value === 'object' && !isOpaque(value)) stack.push(value);
  while (stack.length > 0) {
    const current = stack.pop() as Record<string, unknown>;
    const isArray = Array.isArray(current);
    for (const key of Object.keys(current)) {
      const item = current[key];
      if (typeof item === 'string') {
        if (!MAY_CHANGE_IN_NFC.test(item) || (!isArray && SECRET_KEY.test(key))) continue;
        const normalised = item.normalize('NFC');
        if (normalised !== item) current[key] = normalised;
      } else if (isArray || !SECRET_KEY.test(key)) {
        if (item && typeof item === 'object' && !isOpaque(item)) stack.push(item);
      }
    }
  }
  return value;
}

export default fp(async function inputGuard(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
    const body = raw.toString();
    if (jsonDepthExceeds(body, MAX_JSON_DEPTH)) {
      done(
        new AppError(
          'JSON_TOO_DEEP',
          `The JSON body is nested too deeply (more than ${MAX_JSON_DEPTH} levels)`,
        ),
        undefined,
      );
      return;
    }
    parseJson(request, body, done);
  });

  // A callback hook, not an async one: no promise on every request (decision 500).
  app.addHook('preValidation', (request, _reply, done) => {
    const field =
      findNul(request.params, 'params') ??
      findNul(request.query, 'querystring') ??
      findNul(request.body, 'body');
    if (field) {
      done(new AppError('VALIDATION_FAILED', `${field}: must not contain a NUL character`));
      return;
    }
    normaliseText(request.params);
    normaliseText(request.query);
    request.body = normaliseText(request.body);
    done();
  });
});
