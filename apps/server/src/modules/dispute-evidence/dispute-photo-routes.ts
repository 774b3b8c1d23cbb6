// The two routes of a deal's dispute photos (decisions 415 and 455), for orders and exchanges alike: a
// multipart upload, then the removal of one's own photo, each answering the deal as the caller sees it.
// The deal's module gives the two endpoint definitions (decision 466), says who is a party and whether the
// deal is disputed (`add`, `remove`) and what the deal looks like (`show`).
import type { UploadedImage } from '@boibazar/shared/catalogue';
import type { Endpoint } from '@boibazar/shared/endpoint';
import { MAX_PHOTO_BYTES } from '@boibazar/shared/images';
import type { disputePhotoParams } from '@boibazar/shared/orders';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { photoBytes, uploadImage } from '../catalogue/index.ts';
import type { AuthUser } from '../identity/index.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];
type IdParams = z.ZodObject<{ id: z.ZodString }>;

export interface DisputePhotoRoutes<Deal> {
  tags: string[];
  endpoints: {
    /** POST, multipart: one more photo. */
    photos: Endpoint<{ method: 'POST'; path: string; params: IdParams; answer: z.ZodType; status: 201 }>;
    /** DELETE: the photo at a position. */
    photo: Endpoint<{ method: 'DELETE'; path: string; params: typeof disputePhotoParams; answer: z.ZodType }>;
  };
  description: { add: string; remove: string };
  add(user: AuthUser, dealId: string, upload: () => Promise<UploadedImage>): Promise<void>;
  remove(user: AuthUser, dealId: string, position: number): Promise<void>;
  show(user: AuthUser, dealId: string): Promise<Deal>;
}

export async function disputePhotoRoutes<Deal>(
  app: App,
  { tags, endpoints, description, add, remove, show }: DisputePhotoRoutes<Deal>,
): Promise<void> {
  // Read as the catalogue reads a book's photos.
  await app.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 5, parts: 6 } });
  endpointRoute(
    app,
    endpoints.photos,
    {
      // Decoding photos costs CPU: a few a minute, as for book photos.
      config: { access: 'signedIn', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags, description: description.add },
    },
    async (request) => {
      const user = currentUser(request);
      await add(user, request.params.id, async () =>
        uploadImage(app.imageStorage, await photoBytes(request)),
      );
      return show(user, request.params.id);
    },
  );
  endpointRoute(
    app,
    endpoints.photo,
    { config: { access: 'signedIn' }, schema: { tags, description: description.remove } },
    async (request) => {
      const user = currentUser(request);
      await remove(user, request.params.id, request.params.position);
      return show(user, request.params.id);
    },
  );
}
