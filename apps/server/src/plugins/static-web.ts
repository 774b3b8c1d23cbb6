// Serves the built web app (hashed assets cached for a year, index.html never), uploaded images,
// and the SPA fallback so a hard refresh of /categories/abc still renders the app.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface StaticWebOptions {
  webDist: string;
  uploadsDir: string;
}

export default fp(async function staticWeb(app: FastifyInstance, opts: StaticWebOptions) {
  fs.mkdirSync(opts.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: opts.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
  });

  const indexFile = path.join(opts.webDist, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (
      url.startsWith('/api') ||
      url.startsWith('/uploads/') ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return reply.status(404).send({
        error: { code: 'NOT_FOUND', message: `No route for ${request.method} ${url.split('?')[0]}` },
      });
    }
    if (!hasWeb) {
      return reply.status(503).send({
        error: { code: 'SERVICE_UNAVAILABLE', message: 'The web app is not built; run npm run build' },
      });
    }
    return reply.header('cache-control', 'no-cache').type('text/html').send(fs.createReadStream(indexFile));
  });
});
