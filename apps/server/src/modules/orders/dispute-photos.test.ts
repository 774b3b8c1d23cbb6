// Evidence for a dispute (issue 29, decision 415): the buyer and the seller of a disputed order add up to 3
// photos between them; the admin sees them on the order. On SQLite and PostgreSQL (TEST_DB).
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURIER, orderStep, paidOrder } from '../../../test/checkout.ts';
import { multipart } from '../../../test/multipart.ts';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app.ts';

describe('photos as evidence of a dispute', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let jpeg: Buffer;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx, { role: 'Admin' });
    jpeg = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#305080' } })
      .jpeg()
      .toBuffer();
  });
  afterAll(() => ctx.close());

  const addPhoto = (orderId: string, user: TestUser, bytes = jpeg) => {
    const body = multipart('evidence.jpg', 'image/jpeg', bytes);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/dispute/photos`,
      headers: { ...user.auth, ...body.headers },
      payload: body.payload,
    });
  };
  const photosIn = async (orderId: string) =>
    ctx.db
      .selectFrom('dispute_photos')
      .selectAll()
      .where('deal_kind', '=', 'order')
      .where('deal_id', '=', orderId)
      .execute();
  const disputed = async () => {
    const deal = await paidOrder(ctx);
    expect((await orderStep(ctx, deal.seller, deal.orderId, 'handover', COURIER)).statusCode).toBe(200);
    expect(
      (await orderStep(ctx, deal.buyer, deal.orderId, 'dispute', { reason: 'Pages missing' })).statusCode,
    ).toBe(200);
    return deal;
  };

  it('when the buyer and the seller add photos, then each shows on the order with whose it is, the 4th is refused and the admin sees all three', async () => {
    const { buyer, seller, orderId } = await disputed();
    const first = await addPhoto(orderId, buyer);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().disputePhotos).toEqual([
      {
        url: expect.stringMatching(/^\/uploads\/books\/[a-f0-9]{24}\.webp$/),
        thumbnailUrl: expect.stringMatching(/-thumb\.webp$/),
        by: 'buyer',
        position: 0,
        mine: true,
        at: expect.any(String),
      },
    ]);
    expect((await addPhoto(orderId, seller)).statusCode).toBe(201);
    expect((await addPhoto(orderId, buyer)).statusCode).toBe(201);
    const fourth = await addPhoto(orderId, seller);
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json().error.message).toBe('A dispute can have at most 3 photos');
    expect(await photosIn(orderId)).toHaveLength(3);

    const seen = await ctx.app.inject({ url: `/api/orders/${orderId}`, headers: admin.auth });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().disputePhotos.map((p: { by: string }) => p.by)).toEqual(['buyer', 'seller', 'buyer']);
    // Each photo is served.
    const served = await ctx.app.inject({ url: seen.json().disputePhotos[0].url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('when a stranger, the admin, an order not disputed or a file that is not a photo tries, then nothing is added, with a clear refusal (Bangla too)', async () => {
    const { orderId } = await disputed();
    const stranger = await createUser(ctx);
    expect((await addPhoto(orderId, stranger)).statusCode).toBe(403);
    expect((await addPhoto(orderId, admin)).statusCode).toBe(403);
    const { buyer: calmBuyer, orderId: calm } = await paidOrder(ctx);
    const notDisputed = await addPhoto(calm, calmBuyer);
    expect(notDisputed.statusCode).toBe(409);
    expect(notDisputed.json().error.message).toBe('Photos can be added only while the order is disputed');
    expect(await photosIn(orderId)).toHaveLength(0);
    expect(await photosIn(calm)).toHaveLength(0);
    // The refusals read in Bangla for a Bangla browser.
    const body = multipart('evidence.jpg', 'image/jpeg', jpeg);
    const bangla = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${calm}/dispute/photos`,
      headers: { ...calmBuyer.auth, ...body.headers, 'accept-language': 'bn' },
      payload: body.payload,
    });
    expect(bangla.json().error.message).toBe('অর্ডারটি বিরোধে থাকলেই শুধু ছবি যোগ করা যায়');
  });

  it('when three uploads race for the last two places, then two win and one is refused: never four photos', async () => {
    const { buyer, seller, orderId } = await disputed();
    expect((await addPhoto(orderId, buyer)).statusCode).toBe(201);
    const race = await Promise.all([
      addPhoto(orderId, buyer),
      addPhoto(orderId, seller),
      addPhoto(orderId, buyer),
    ]);
    const won = race.filter((r) => r.statusCode === 201).length;
    expect(race.every((r) => [201, 400, 409].includes(r.statusCode))).toBe(true);
    const rows = await photosIn(orderId);
    // Every answered 201 is a row, and the places are 0, 1, 2 at most, each once.
    expect(rows).toHaveLength(1 + won);
    expect(rows.length).toBeLessThanOrEqual(3);
    expect(new Set(rows.map((p) => p.position)).size).toBe(rows.length);
  });

  const removePhoto = (orderId: string, user: TestUser, position: number | string, language = 'en') =>
    ctx.app.inject({
      method: 'DELETE',
      url: `/api/orders/${orderId}/dispute/photos/${position}`,
      headers: { ...user.auth, 'accept-language': language },
    });

  it('when the one who added a photo removes it, then it goes and its place takes a new one; the other side, the admin and a stranger cannot (decision 455)', async () => {
    const { buyer, seller, orderId } = await disputed();
    expect((await addPhoto(orderId, buyer)).statusCode).toBe(201);
    expect((await addPhoto(orderId, seller)).statusCode).toBe(201);
    const stranger = await createUser(ctx);
    for (const other of [seller, admin, stranger]) {
      const refused = await removePhoto(orderId, other, 0);
      expect(refused.statusCode, refused.body).toBe(403);
    }
    expect((await removePhoto(orderId, seller, 0, 'bn')).json().error.message).toBe(
      'যিনি ছবিটি যোগ করেছেন, শুধু তিনিই সেটি সরাতে পারেন',
    );
    expect(await photosIn(orderId)).toHaveLength(2);
    expect((await removePhoto(orderId, buyer, 2)).statusCode).toBe(404);
    expect((await removePhoto(orderId, buyer, 3)).statusCode).toBe(400);
    expect((await removePhoto(orderId, buyer, 'x')).statusCode).toBe(400);
    const removed = await removePhoto(orderId, buyer, 0);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().disputePhotos).toEqual([
      expect.objectContaining({ by: 'seller', position: 1, mine: false }),
    ]);
    // The freed place is taken again: three photos still fit.
    expect((await addPhoto(orderId, buyer)).statusCode).toBe(201);
    expect((await addPhoto(orderId, seller)).statusCode).toBe(201);
    expect((await addPhoto(orderId, seller)).statusCode).toBe(400);
    const places = (await photosIn(orderId)).map((p) => Number(p.position)).sort();
    expect(places).toEqual([0, 1, 2]);
    // Once the dispute is decided, photos stay.
    const resolved = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/resolve`,
      headers: admin.auth,
      payload: { outcome: 'release' },
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    const late = await removePhoto(orderId, seller, 1);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('Photos can be removed only while the order is disputed');
    expect(await photosIn(orderId)).toHaveLength(3);
  });
});
