// Security headers (the CSP without inline script on pages, nosniff on everything), cache validators
// on anonymous answers, compression of large answers and the rate limiter that routes opt into
// (docs/decisions/183-http-caching-and-headers.md).
import { hash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';

/** Helmet's headers for our pages, worked out once at start-up instead of on every response. */
function pageHeaders(config: Config): Record<string, string> {
  const stripe = config.PAYMENTS === 'stripe';
  const oidcOrigin = new URL(config.OIDC_ISSUER).origin;
  const middleware = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' lets the barcode scanner's WebAssembly (ZXing, served from 'self') compile; it
        // allows no eval() of JavaScript (decision 450).
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...(stripe ? ['https://js.stripe.com'] : [])],
        // NOTE: react-hot-toast injects its keyframes as a <style> element, so styles may be inline; scripts may not.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", ...(stripe ? ['https://api.stripe.com'] : [])],
        frameSrc: stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : ["'none'"],
        formAction: ["'self'", oidcOrigin],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/** A strong validator of the exact bytes sent (before any content coding). */
export const etagOf = (body: string | Buffer) => `"${hash('sha1', body, 'base64url')}"`;

/** If-None-Match naming this tag (or `*`) means the caller already has these bytes. */
export function isFresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return (
    header === etag || header === '*' || header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)
  );
}

export default fp(async function security(app: FastifyInstance, opts: { config: Config; redis?: Redis }) {
  const page = pageHeaders(opts.config);
  app.decorate('pageHeaders', page);

  // A callback hook, not an async one: no promise on every answer (decision 500).
  app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) reply.headers(page);
    else reply.header('x-content-type-options', 'nosniff');

    // An anonymous GET answer is the same for everyone: a validator lets a browser revalidate for free.
    // A request carrying a token, or a personal route, gets no-store instead (auth.ts, decision 008).
    if (
      request.method === 'GET' &&
      reply.statusCode === 200 &&
      request.user === null &&
      request.headers.authorization === undefined &&
      !request.routeOptions.config?.personal &&
      typeof payload === 'string' &&
      !reply.hasHeader('etag') &&
      !String(reply.getHeader('cache-control') ?? '').includes('no-store') &&
      request.url.startsWith('/api/')
    ) {
      const etag = etagOf(payload);
      reply.header('etag', etag);
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
      if (isFresh(request, etag)) {
        reply.code(304);
        done(null, '');
        return;
      }
    }
    done(null, payload);
  });

  // NOTE: answers below ~14 KB fit in TCP's first congestion window, so compressing them saves the
  // client no round trip and costs the server CPU on every request; the built web app is compressed
  // at build time and served as is (static-web.ts).
  await app.register(compress, { threshold: 14 * 1024, encodings: ['gzip', 'deflate'] });
  // With Redis every instance counts into the same buckets; without it each process counts alone
  // (decision 190). While Redis is unreachable an attempt is let through rather than answered 500.
  await app.register(rateLimit, {
    global: false,
    ...(opts.redis ? { redis: opts.redis, nameSpace: 'boibazar:rate-limit:', skipOnError: true } : {}),
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    /** The security headers every HTML page carries (CSP and friends). */
    pageHeaders: Record<string, string>;
  }
}
