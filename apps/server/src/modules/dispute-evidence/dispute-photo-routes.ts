// The two routes of a deal's dispute photos (decisions 415 and 455), for orders and exchanges alike: a
// multipart upload, then the removal of one's own photo, each answering the deal as the caller sees it.
// The deal's module says who is a party and whether the deal is disputed (`add`, `remove`) and what the
// deal looks like (`show`).
import type { UploadedImage } from '@boibazar/shared/catalogue';
import { idParam } from '@boibazar/shared/common';
import { MAX_PHOTO_BYTES } from '@boibazar/shared/images';
import { disputePhotoParams } from '@boibazar/shared/orders';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { photoBytes, uploadImage } from '../catalogue/index.ts';
import type { AuthUser } from '../identity/index.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];

export interface DisputePhotoRoutes<Answer extends z.ZodTypeAny> {
  tags: string[];
  paths: { photos: string; photo: string };
  description: { add: string; remove: string };
  /** The deal's answer schema. */
  answer: Answer;
  add(user: AuthUser, dealId: string, upload: () => Promise<UploadedImage>): Promise<void>;
  remove(user: AuthUser, dealId: string, position: number): Promise<void>;
  show(user: AuthUser, dealId: string): Promise<z.output<Answer>>;
}

export async function disputePhotoRoutes<Answer extends z.ZodTypeAny>(
  app: App,
  { tags, paths, description, answer, add, remove, show }: DisputePhotoRoutes<Answer>,
): Promise<void> {
  // The callers' `show` is checked against their schema; inside, fastify need not resolve the generic.
  const deal: z.ZodType = answer;
  // Read as the catalogue reads a book's photos.
  await app.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 5, parts: 6 } });
  app.post(
    paths.photos,
    {
      // Decoding photos costs CPU: a few a minute, as for book photos.
      config: { access: 'signedIn', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags, description: description.add, params: idParam, response: { 201: deal } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await add(user, request.params.id, async () =>
        uploadImage(app.imageStorage, await photoBytes(request)),
      );
      return reply.status(201).send(await show(user, request.params.id));
    },
  );
  app.delete(
    paths.photo,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        description: description.remove,
        params: disputePhotoParams,
        response: { 200: deal },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await remove(user, request.params.id, request.params.position);
      return show(user, request.params.id);
    },
  );
}
