// A hot route's whole answer, its serialised bytes and the headers its handler set, kept in the read cache
// and sent again from the route's onRequest hook to the next request with the same key while the database
// is unchanged (docs/decisions/500-the-category-page-hot-path.md). Every hook registered before the route
// still runs first (the request id, the session's check through auth), and so do onSend and onResponse
// (cache-control, security headers, the log line, metrics); validation, the handler and serialisation are
// skipped, because the key holds everything they depend on: the exact URL and the signed-in caller.
import { isDeepStrictEqual } from 'node:util';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { ReadCache } from './read-cache.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

interface Stored {
  body: string;
  headers: Record<string, string>;
}

export interface StoredAnswers {
  /**
   * The route's onRequest hook: answers from memory when it can, else marks the generation for `send`. A
   * callback hook, not an async one: no promise on every request (decision 500).
   */
  onRequest(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void;
  /**
   * Serialises the answer, keeps it with `headers` when it may, sends it. The answer must be exactly what
   * the route's schema writes (no other property, the schema's types): it is written by V8's own
   * JSON.stringify, which on fresh rows cost about half of the compiled serialiser, whose string building
   * made garbage on every request (decision 505). With `verify` (outside production) the route's serialiser
   * writes it too and the two must mean the same JSON, so a test sees any answer the schema would change.
   */
  send(request: FastifyRequest, reply: FastifyReply, answer: unknown): FastifyReply;
}

/**
 * `name` tells one route's answers from another's; `headers` are the ones the handler sets that belong to
 * the answer (a page's X-Next-Cursor). Only GET requests are kept, by URL and caller (a visitor, or the
 * member whose session auth has just checked): no member is ever sent another's answer.
 */
export function storedAnswers(
  cache: ReadCache,
  name: string,
  headers: readonly string[],
  { verify = false }: { verify?: boolean } = {},
): StoredAnswers {
  const marks = new WeakMap<FastifyRequest, { key: string; mark: number }>();
  // A session left for the route's statement (decision 513) is not a caller yet: nothing is kept or recalled.
  const keyOf = (request: FastifyRequest) =>
    request.method === 'GET' && !request.uncheckedSession
      ? `answer ${name} ${request.user?._id ?? '-'} ${request.url}`
      : undefined;
  return {
    onRequest(request, reply, done) {
      const key = keyOf(request);
      if (key !== undefined) {
        const stored = cache.recall<Stored>(key);
        // Answered here: the handler does not run (a callback hook that sends does not call `done`).
        if (stored) {
          reply.headers(stored.headers).send(stored.body);
          return;
        }
        marks.set(request, { key, mark: cache.mark() });
      }
      done();
    },
    send(request, reply, answer) {
      const body = JSON.stringify(answer);
      if (verify && !isDeepStrictEqual(JSON.parse(body), JSON.parse(reply.serialize(answer) as string))) {
        throw new Error(`The ${name} answer is not exactly what its schema writes`);
      }
      const marked = marks.get(request);
      if (marked && reply.statusCode === 200) {
        const kept: Record<string, string> = { 'content-type': JSON_TYPE };
        for (const header of headers) {
          const value = reply.getHeader(header);
          if (value !== undefined) kept[header] = String(value);
        }
        cache.keep(marked.key, marked.mark, { body, headers: kept });
      }
      return reply.type(JSON_TYPE).send(body);
    },
  };
}
