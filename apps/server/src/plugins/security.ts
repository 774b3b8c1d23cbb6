// Security headers (CSP without inline script), compression and the rate limiter that routes opt into.
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';

export default fp(async function security(app: FastifyInstance, opts: { config: Config; redis?: Redis }) {
  const stripe = opts.config.PAYMENTS === 'stripe';
  const oidcOrigin = new URL(opts.config.OIDC_ISSUER).origin;
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(stripe ? ['https://js.stripe.com'] : [])],
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
  await app.register(compress, { threshold: 1024 });
  // With Redis every instance counts into the same buckets; without it each process counts alone
  // (decision 190). While Redis is unreachable an attempt is let through rather than answered 500.
  await app.register(rateLimit, {
    global: false,
    ...(opts.redis ? { redis: opts.redis, nameSpace: 'boibazar:rate-limit:', skipOnError: true } : {}),
  });
});
