import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBook,
  createTestApp,
  createUser,
  type TestContext,
  type TestUser,
} from '../../../test/test-app.ts';
import { multipart } from '../../../test/multipart.ts';

describe('a listing with up to 6 photos (decision 380)', () => {
  let ctx: TestContext;
  let jpeg: Buffer;
  beforeAll(async () => {
    ctx = await createTestApp();
    jpeg = await sharp({ create: { width: 60, height: 90, channels: 3, background: '#a05030' } })
      .jpeg()
      .toBuffer();
  });
  afterAll(() => ctx.close());

  const addPhoto = (bookId: string, user: TestUser, bytes = jpeg) => {
    const body = multipart('photo.jpg', 'image/jpeg', bytes);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/books/${bookId}/photos`,
      headers: { ...user.auth, ...body.headers },
      payload: body.payload,
    });
  };
  const gallery = async (bookId: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/books/${bookId}/photos` })).json() as {
      photos: { id: string; url: string; thumbnailUrl: string | null }[];
    };
  const image = async (bookId: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/books/${bookId}` })).json().image as string;

  it('when a listing has only its spec image, then the gallery is that one photo', async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const book = await createBook(ctx, seller);
    expect(await gallery(book._id)).toEqual({
      photos: [{ id: 'cover', url: await image(book._id), thumbnailUrl: null }],
    });
  });

  it('when the seller adds photos, then the first image stays the cover, up to 6 in all, the 7th is refused', async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const book = await createBook(ctx, seller);
    const original = await image(book._id);
    const first = await addPhoto(book._id, seller);
    expect(first.statusCode).toBe(201);
    const photos = first.json().photos as { url: string; thumbnailUrl: string }[];
    expect(photos.map((p) => p.url)).toEqual([
      original,
      expect.stringMatching(/^\/uploads\/books\/[a-f0-9]{24}\.webp$/),
    ]);
    expect(photos[1]!.thumbnailUrl).toMatch(/-thumb\.webp$/);
    for (let n = 3; n <= 6; n++) expect((await addPhoto(book._id, seller)).statusCode).toBe(201);
    const seventh = await addPhoto(book._id, seller);
    expect(seventh.statusCode).toBe(400);
    expect(seventh.json().error.code).toBe('TOO_MANY_PHOTOS');
    expect((await gallery(book._id)).photos).toHaveLength(6);
    expect(await image(book._id)).toBe(original);
  });

  it('when the seller reorders, then the new first photo is the cover and the spec image; a wrong order is refused', async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const book = await createBook(ctx, seller);
    await addPhoto(book._id, seller);
    await addPhoto(book._id, seller);
    const ids = (await gallery(book._id)).photos.map((p) => p.id);
    const reorder = (order: string[], user = seller) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/books/${book._id}/photos`,
        headers: user.auth,
        payload: { order },
      });
    for (const wrong of [
      [ids[0]!, ids[1]!],
      [ids[0]!, ids[0]!, ids[1]!],
      [ids[0]!, ids[1]!, 'nope'],
    ])
      expect((await reorder(wrong)).statusCode).toBe(400);
    const res = await reorder([ids[2]!, ids[0]!, ids[1]!]);
    expect(res.statusCode).toBe(200);
    const after = (await gallery(book._id)).photos;
    expect(after.map((p) => p.id)).toEqual([ids[2], ids[0], ids[1]]);
    expect(await image(book._id)).toBe(after[0]!.url);
  });

  it('when the seller removes photos, then the cover follows and the last one cannot go', async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const book = await createBook(ctx, seller);
    await addPhoto(book._id, seller);
    const [a, b] = (await gallery(book._id)).photos;
    const remove = (id: string) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/books/${book._id}/photos/${id}`, headers: seller.auth });
    expect((await remove('missing')).statusCode).toBe(404);
    expect((await remove(a!.id)).statusCode).toBe(200);
    expect(await image(book._id)).toBe(b!.url);
    expect((await remove(b!.id)).statusCode).toBe(400);
    expect((await gallery(book._id)).photos.map((p) => p.id)).toEqual([b!.id]);
  });

  it('when the seller changes the spec image by PATCH, then it replaces the cover photo', async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const book = await createBook(ctx, seller);
    await addPhoto(book._id, seller);
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/books/${book._id}`,
      headers: seller.auth,
      payload: { image: 'https://images.example.com/new-cover.jpg' },
    });
    expect(patched.statusCode).toBe(200);
    const photos = (await gallery(book._id)).photos;
    expect(photos).toHaveLength(2);
    expect(photos[0]!.url).toBe('https://images.example.com/new-cover.jpg');
  });

  it('when another seller, a buyer or a visitor tries, then 403/401 and nothing changes', async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const other = await createUser(ctx, { role: 'Seller' });
    const buyer = await createUser(ctx);
    const book = await createBook(ctx, seller);
    expect((await addPhoto(book._id, other)).statusCode).toBe(403);
    expect((await addPhoto(book._id, buyer)).statusCode).toBe(403);
    const body = multipart('photo.jpg', 'image/jpeg', jpeg);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `/api/books/${book._id}/photos`,
      headers: body.headers,
      payload: body.payload,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await gallery(book._id)).photos).toHaveLength(1);
    expect((await addPhoto('000000000000000000000000', seller)).statusCode).toBe(404);
  });

  it('when the file is not a photo, then 415 and the gallery is unchanged', async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const book = await createBook(ctx, seller);
    expect((await addPhoto(book._id, seller, Buffer.from('not a photo at all'))).statusCode).toBe(415);
    expect((await gallery(book._id)).photos).toHaveLength(1);
  });
});
