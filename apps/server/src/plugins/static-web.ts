// Serves the built web app (hashed assets cached for a year, index.html never), uploaded images,
// and the SPA fallback so a hard refresh of /categories/abc still renders the app.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { IMAGE_CACHE_CONTROL, safeKey, type ImageStorage } from '../modules/catalogue/image-storage.ts';

export interface StaticWebOptions {
  webDist: string;
  imageStorage: ImageStorage;
}

async function servePhotos(app: FastifyInstance, storage: ImageStorage) {
  if (storage.localDir) {
    fs.mkdirSync(storage.localDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: storage.localDir,
      prefix: '/uploads/',
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
    });
    return;
  }
  // A remote store: streamed through this origin with the same headers the local folder gets (decision 191).
  app.get('/uploads/*', async (request, reply) => {
    const key = safeKey((request.params as { '*': string })['*']);
    const image = key ? await storage.get(key) : undefined;
    if (!image) {
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'No such photo' } });
    }
    reply.header('cache-control', IMAGE_CACHE_CONTROL).header('content-type', image.contentType);
    if (image.lastModified) reply.header('last-modified', image.lastModified.toUTCString());
    if (image.etag) {
      reply.header('etag', image.etag);
      if (request.headers['if-none-match'] === image.etag) {
        image.body.destroy();
        return reply.status(304).send();
      }
    }
    if (image.contentLength !== undefined) reply.header('content-length', image.contentLength);
    return reply.send(image.body);
  });
}

export default fp(async function staticWeb(app: FastifyInstance, opts: StaticWebOptions) {
  await servePhotos(app, opts.imageStorage);

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
