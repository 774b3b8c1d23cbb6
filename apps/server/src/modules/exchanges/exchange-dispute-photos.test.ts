// Evidence for an exchange's dispute (decision 455): its two sides add up to 3 photos between them through the
// same mechanism as an order's (decision 415), remove their own while it is disputed, and the admin sees them on
// the exchange. On SQLite and PostgreSQL (TEST_DB).
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../test/multipart.ts';
import {
  createBook,
  createTestApp,
  createUser,
  type TestContext,
  type TestUser,
} from '../../../test/test-app.ts';

describe('photos as evidence of an exchange dispute', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let jpeg: Buffer;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx, { role: 'Admin' });
    jpeg = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#508030' } })
      .jpeg()
      .toBuffer();
  });
  afterAll(() => ctx.close());

  const post = (user: TestUser, url: string, payload: object = {}) =>
    ctx.app.inject({ method: 'POST', url: `/api${url}`, headers: user.auth, payload });
  const addPhoto = (id: string, user: TestUser, language = 'en') => {
    const body = multipart('evidence.jpg', 'image/jpeg', jpeg);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/exchanges/${id}/dispute/photos`,
      headers: { ...user.auth, ...body.headers, 'accept-language': language },
      payload: body.payload,
    });
  };
  const removePhoto = (id: string, user: TestUser, position: number) =>
    ctx.app.inject({
      method: 'DELETE',
      url: `/api/exchanges/${id}/dispute/photos/${position}`,
      headers: user.auth,
    });
  const photosIn = (id: string) =>
    ctx.db
      .selectFrom('dispute_photos')
      .selectAll()
      .where('deal_kind', '=', 'exchange')
      .where('deal_id', '=', id)
      .execute();

  /** An accepted exchange; disputed by the proposer unless told otherwise. */
  async function exchange(dispute = true) {
    const owner = await createUser(ctx, { role: 'Seller' });
    const proposer = await createUser(ctx, { role: 'Seller' });
    const target = await createBook(ctx, owner);
    await ctx.db.updateTable('books').set({ open_to_exchange: 1 }).where('id', '=', target._id).execute();
    const mine = await createBook(ctx, proposer);
    const offered = await post(proposer, '/exchanges', {
      bookId: target._id,
      offeredBookIds: [mine._id],
      topup: { amount: 0, payer: 'proposer' },
      message: 'Swap?',
    });
    expect(offered.statusCode, offered.body).toBe(201);
    const id = offered.json()._id as string;
    expect((await post(owner, `/exchanges/${id}/accept`)).statusCode).toBe(200);
    if (dispute) {
      const disputed = await post(proposer, `/exchanges/${id}/dispute`, { reason: 'Pages torn' });
      expect(disputed.statusCode, disputed.body).toBe(200);
    }
    return { owner, proposer, id };
  }

  it('when both sides add photos, then the exchange shows whose each is, the 4th is refused and the admin sees all three', async () => {
    const { owner, proposer, id } = await exchange();
    const first = await addPhoto(id, proposer);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().disputePhotos).toEqual([
      {
        position: 0,
        url: expect.stringMatching(/^\/uploads\/books\/[a-f0-9]{24}\.webp$/),
        thumbnailUrl: expect.stringMatching(/-thumb\.webp$/),
        by: 'proposer',
        mine: true,
        at: expect.any(String),
      },
    ]);
    expect((await addPhoto(id, owner)).statusCode).toBe(201);
    expect((await addPhoto(id, owner)).statusCode).toBe(201);
    const fourth = await addPhoto(id, proposer);
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json().error.message).toBe('A dispute can have at most 3 photos');
    expect(await photosIn(id)).toHaveLength(3);
    const seen = await ctx.app.inject({ url: `/api/exchanges/${id}`, headers: admin.auth });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().disputePhotos.map((p: { by: string; mine: boolean }) => [p.by, p.mine])).toEqual([
      ['proposer', false],
      ['owner', false],
      ['owner', false],
    ]);
    const served = await ctx.app.inject({ url: seen.json().disputePhotos[0].url });
    expect(served.headers['content-type']).toBe('image/webp');
    // The order's table holds them apart from orders': no order sees them.
    expect(
      await ctx.db
        .selectFrom('dispute_photos')
        .select('id')
        .where('deal_kind', '=', 'order')
        .where('deal_id', '=', id)
        .execute(),
    ).toEqual([]);
  });

  it('when a stranger, the admin or an exchange not disputed tries, then nothing is added, with a clear refusal (Bangla too)', async () => {
    const { id } = await exchange();
    const stranger = await createUser(ctx);
    expect((await addPhoto(id, stranger)).statusCode).toBe(403);
    const byAdmin = await addPhoto(id, admin);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().error.message).toBe('Only the two sides of the exchange add photos to its dispute');
    const calm = await exchange(false);
    const notDisputed = await addPhoto(calm.id, calm.owner, 'bn');
    expect(notDisputed.statusCode).toBe(409);
    expect(notDisputed.json().error.message).toBe('বদলটি বিরোধে থাকলেই শুধু ছবি যোগ করা যায়');
    expect(await photosIn(id)).toHaveLength(0);
    expect(await photosIn(calm.id)).toHaveLength(0);
  });

  it('when the one who added a photo removes it, then it goes; the other side and the admin cannot, nor anyone once it is resolved', async () => {
    const { owner, proposer, id } = await exchange();
    expect((await addPhoto(id, owner)).statusCode).toBe(201);
    expect((await addPhoto(id, proposer)).statusCode).toBe(201);
    expect((await removePhoto(id, proposer, 0)).statusCode).toBe(403);
    expect((await removePhoto(id, admin, 0)).statusCode).toBe(403);
    const removed = await removePhoto(id, owner, 0);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().disputePhotos).toEqual([expect.objectContaining({ by: 'proposer', position: 1 })]);
    expect(await photosIn(id)).toHaveLength(1);
    const resolved = await post(admin, `/admin/exchanges/${id}/resolve`, { outcome: 'cancel' });
    expect(resolved.statusCode, resolved.body).toBe(200);
    const late = await removePhoto(id, proposer, 1);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('Photos can be removed only while the exchange is disputed');
    // Kept after the decision, as the exchange's record.
    expect(
      (await ctx.app.inject({ url: `/api/exchanges/${id}`, headers: proposer.auth })).json().disputePhotos,
    ).toHaveLength(1);
  });
});
