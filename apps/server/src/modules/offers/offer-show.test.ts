// GET /api/offers/:id (issue 30, decision 420): the conversation's offer card reads the offer's live state
// and the reader's actions; only the buyer and the seller may, anyone else gets 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBook,
  createTestApp,
  createUser,
  type TestContext,
  type TestUser,
} from '../../../test/test-app.ts';

describe('one offer', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const post = (user: TestUser, url: string, payload?: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: { ...user.auth, 'content-type': 'application/json' },
      payload: JSON.stringify(payload ?? {}),
    });
  const get = (user: TestUser | null, url: string) =>
    ctx.app.inject({ url: `/api${url}`, headers: user?.auth ?? {} });

  it('when either party reads an offer, then each sees its state now and their own actions; a stranger and a visitor do not', async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const buyer = await createUser(ctx);
    const book = await createBook(ctx, seller, { resale: 1000 });
    const made = await post(buyer, `/books/${book._id}/offers`, { amount: 600 });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json()._id as string;

    const bySeller = await get(seller, `/offers/${id}`);
    expect(bySeller.statusCode, bySeller.body).toBe(200);
    expect(bySeller.json()).toMatchObject({
      _id: id,
      amount: 600,
      status: 'open',
      turn: 'seller',
      viewer: 'seller',
      actions: ['accept', 'decline', 'counter'],
    });
    expect((await get(buyer, `/offers/${id}`)).json()).toMatchObject({
      viewer: 'buyer',
      actions: ['withdraw'],
    });

    // After the seller's counter the same address tells the new state.
    expect((await post(seller, `/offers/${id}/counter`, { amount: 850 })).statusCode).toBe(200);
    expect((await get(buyer, `/offers/${id}`)).json()).toMatchObject({
      amount: 850,
      round: 2,
      turn: 'buyer',
      actions: ['accept', 'decline', 'counter', 'withdraw'],
    });
    expect((await get(seller, `/offers/${id}`)).json()).toMatchObject({ turn: 'buyer', actions: [] });

    const stranger = await createUser(ctx, { role: 'Seller' });
    const hidden = await get(stranger, `/offers/${id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('850');
    expect((await get(buyer, '/offers/no-such-offer')).statusCode).toBe(404);
    expect((await get(null, `/offers/${id}`)).statusCode).toBe(401);
    // The terms stay where they were.
    expect((await get(null, '/offers/terms')).statusCode).toBe(200);
  });
});
