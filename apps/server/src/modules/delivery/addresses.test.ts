// Delivery addresses and the courier's fee through the API (issue 27, decision 310).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBook,
  createTestApp,
  createUser,
  type TestContext,
  type TestUser,
} from '../../../test/test-app.ts';

describe('delivery addresses', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ COURIER_SANDBOX_STEP: '0' });
  });
  afterAll(() => ctx.close());

  const call = (
    user: TestUser | null,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
  ) =>
    ctx.app.inject({
      method,
      url: `/api${url}`,
      headers: {
        ...(user?.auth ?? {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
  const rajshahi = {
    name: 'Rahim Uddin',
    phone: '+880 1711-000111',
    district: 'Rajshahi',
    thana: 'Boalia',
    area: 'Shaheb Bazar',
    line: 'House 12, Road 3',
  };
  const addressesIn = async (userId: string) =>
    (await ctx.db.selectFrom('delivery_addresses').selectAll().where('user_id', '=', userId).execute())
      .length;

  it('when a buyer keeps an address, then it is stored with the number as 01XXXXXXXXX and listed', async () => {
    const buyer = await createUser(ctx);
    const made = await call(buyer, 'POST', '/me/addresses', rajshahi);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ ...rajshahi, phone: '01711000111', lastUsedAt: null });
    const list = await call(buyer, 'GET', '/me/addresses');
    expect(list.json()).toEqual([made.json()]);
  });

  it("when the number is not an 11-digit Bangladeshi mobile, then it is refused in the reader's language and nothing is kept", async () => {
    const buyer = await createUser(ctx);
    for (const phone of ['0171100011', '02711000111', '017110001112', 'call me']) {
      const res = await call(buyer, 'POST', '/me/addresses', { ...rajshahi, phone });
      expect(res.statusCode, phone).toBe(400);
      expect(res.json().error.code).toBe('PHONE_INVALID');
    }
    const bn = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/addresses',
      headers: { ...buyer.auth, 'content-type': 'application/json', 'accept-language': 'bn' },
      payload: JSON.stringify({ ...rajshahi, phone: '123' }),
    });
    expect(bn.json().error.message).toMatch(/[\u0980-\u09FF]/);
    expect(await addressesIn(buyer.user._id)).toBe(0);
  });

  it('when the district is not one of the 64 or a field is missing or too long, then a 400 names it', async () => {
    const buyer = await createUser(ctx);
    const wrongDistrict = await call(buyer, 'POST', '/me/addresses', { ...rajshahi, district: 'Atlantis' });
    expect(wrongDistrict.statusCode).toBe(400);
    expect(JSON.stringify(wrongDistrict.json())).toContain('Please choose a district');
    const noThana = await call(buyer, 'POST', '/me/addresses', { ...rajshahi, thana: '  ' });
    expect(noThana.statusCode).toBe(400);
    const longLine = await call(buyer, 'POST', '/me/addresses', { ...rajshahi, line: 'x'.repeat(201) });
    expect(longLine.statusCode).toBe(400);
    expect(await addressesIn(buyer.user._id)).toBe(0);
  });

  it('when the owner changes or removes an address, then it changes; another member cannot see, change or remove it', async () => {
    const owner = await createUser(ctx);
    const other = await createUser(ctx);
    const id = (await call(owner, 'POST', '/me/addresses', rajshahi)).json()._id as string;

    const changed = await call(owner, 'PATCH', `/me/addresses/${id}`, {
      area: 'Kazla',
      phone: '01811 222333',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ area: 'Kazla', phone: '01811222333', district: 'Rajshahi' });
    expect((await call(owner, 'PATCH', `/me/addresses/${id}`, { phone: '999' })).statusCode).toBe(400);

    expect((await call(other, 'GET', '/me/addresses')).json()).toEqual([]);
    expect((await call(other, 'PATCH', `/me/addresses/${id}`, { area: 'Stolen' })).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/me/addresses/${id}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', '/me/addresses')).statusCode).toBe(401);

    const removed = await call(owner, 'DELETE', `/me/addresses/${id}`);
    expect(removed.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect((await call(owner, 'DELETE', `/me/addresses/${id}`)).statusCode).toBe(404);
    expect(await addressesIn(owner.user._id)).toBe(0);
  });

  it('when a member already keeps ten addresses, then an eleventh is refused', async () => {
    const buyer = await createUser(ctx);
    for (let i = 0; i < 10; i += 1)
      expect(
        (await call(buyer, 'POST', '/me/addresses', { ...rajshahi, line: `House ${i}` })).statusCode,
      ).toBe(201);
    const eleventh = await call(buyer, 'POST', '/me/addresses', rajshahi);
    expect(eleventh.statusCode).toBe(409);
    expect(await addressesIn(buyer.user._id)).toBe(10);
  });

  it('when a buyer in Rajshahi asks the fee for a book from Dhaka, then it is the elsewhere fee and the total adds it', async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const buyer = await createUser(ctx);
    const book = await createBook(ctx, seller, { resale: 450 }); // located in Dhaka
    const address = (await call(buyer, 'POST', '/me/addresses', rajshahi)).json();
    const quote = await call(buyer, 'GET', `/delivery/quote?bookId=${book._id}&addressId=${address._id}`);
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json()).toEqual({
      courier: 'sandbox',
      fromDistrict: 'Dhaka',
      toDistrict: 'Rajshahi',
      zone: 'elsewhere',
      weightKg: 0.5,
      fee: 120,
      bookPrice: 450,
      total: 570,
    });

    const dhaka = (await call(buyer, 'POST', '/me/addresses', { ...rajshahi, district: 'Dhaka' })).json();
    const gazipur = (await call(buyer, 'POST', '/me/addresses', { ...rajshahi, district: 'Gazipur' })).json();
    const fee = async (addressId: string) =>
      (await call(buyer, 'GET', `/delivery/quote?bookId=${book._id}&addressId=${addressId}`)).json();
    expect(await fee(dhaka._id)).toMatchObject({ zone: 'same_city', fee: 60, total: 510 });
    expect(await fee(gazipur._id)).toMatchObject({ zone: 'suburbs', fee: 100, total: 550 });
  });

  it("when the quote names someone else's address or an unknown book, then it is 404", async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const buyer = await createUser(ctx);
    const other = await createUser(ctx);
    const book = await createBook(ctx, seller);
    const theirs = (await call(other, 'POST', '/me/addresses', rajshahi)).json();
    const mine = (await call(buyer, 'POST', '/me/addresses', rajshahi)).json();
    expect(
      (await call(buyer, 'GET', `/delivery/quote?bookId=${book._id}&addressId=${theirs._id}`)).statusCode,
    ).toBe(404);
    expect((await call(buyer, 'GET', `/delivery/quote?bookId=nope&addressId=${mine._id}`)).statusCode).toBe(
      404,
    );
    expect((await call(buyer, 'GET', `/delivery/quote?bookId=${book._id}`)).statusCode).toBe(400);
  });
  it('when the seller says a book is not sent by courier, then the listing shows it and no fee is quoted for it', async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const buyer = await createUser(ctx);
    const book = await createBook(ctx, seller);
    expect((await call(null, 'GET', `/books/${book._id}`)).json()).toMatchObject({ sendsByCourier: true });
    const off = await call(seller, 'PATCH', `/books/${book._id}`, { sendsByCourier: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await call(null, 'GET', `/books/${book._id}`)).json()).toMatchObject({ sendsByCourier: false });
    const address = (await call(buyer, 'POST', '/me/addresses', rajshahi)).json();
    const quote = await call(buyer, 'GET', `/delivery/quote?bookId=${book._id}&addressId=${address._id}`);
    expect(quote.statusCode).toBe(400);
    expect(quote.json().error.message).toBe('This book is not sent by courier; choose meet-up');
    expect((await call(seller, 'PATCH', `/books/${book._id}`, { sendsByCourier: 'yes' })).statusCode).toBe(
      400,
    );
  });
});
