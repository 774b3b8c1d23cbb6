import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app.ts';

describe("the spec's user calls answer only about the caller's own account", () => {
  let ctx: TestContext;
  let buyer: TestUser;
  let seller: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    buyer = await createUser(ctx, { role: 'Buyer' });
    seller = await createUser(ctx, { role: 'Seller', verified: true });
    admin = await createUser(ctx, { role: 'Admin' });
  });
  afterAll(() => ctx.close());

  const get = (url: string, who?: TestUser) => ctx.app.inject({ url, headers: who?.auth ?? {} });

  it('when a seller asks about themselves, then isSeller true, isAdmin false and their record', async () => {
    const email = encodeURIComponent(seller.user.email.toUpperCase());
    expect((await get(`/api/users/seller/${email}`, seller)).json()).toEqual({ isSeller: true });
    expect((await get(`/api/users/admin/${email}`, seller)).json()).toEqual({ isAdmin: false });
    const record = await get(`/api/users?email=${email}`, seller);
    expect(record.json()).toEqual({
      _id: seller.user._id,
      name: seller.user.name,
      email: seller.user.email,
      image: '',
      role: 'Seller',
      verified: true,
    });
  });

  it('when someone asks about another account, then 403 whether or not it exists', async () => {
    for (const email of [seller.user.email, 'nobody@example.test']) {
      for (const url of [
        `/api/users/seller/${email}`,
        `/api/users/admin/${email}`,
        `/api/users?email=${email}`,
      ]) {
        const res = await get(url, buyer);
        expect(res.statusCode, url).toBe(403);
      }
    }
  });

  it('when a visitor asks, then 401 so accounts cannot be harvested', async () => {
    for (const url of [
      `/api/users/seller/${seller.user.email}`,
      `/api/users/admin/${admin.user.email}`,
      `/api/users?email=${seller.user.email}`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(401);
    }
  });

  it('when the admin asks about anyone, then it answers; an unknown email is 404', async () => {
    expect((await get(`/api/users/seller/${seller.user.email}`, admin)).json()).toEqual({ isSeller: true });
    expect((await get(`/api/users/admin/${buyer.user.email}`, admin)).json()).toEqual({ isAdmin: false });
    expect((await get(`/api/users/admin/${admin.user.email}`, admin)).json()).toEqual({ isAdmin: true });
    expect((await get(`/api/users?email=${buyer.user.email}`, admin)).json().role).toBe('Buyer');
    expect((await get('/api/users?email=nobody@example.test', admin)).statusCode).toBe(404);
  });

  it('when GET /jwt is asked for the own email, then a fresh working token; for another email 403; a visitor 401', async () => {
    const own = await get(`/api/jwt?email=${buyer.user.email}`, buyer);
    expect(own.statusCode).toBe(200);
    const me = await ctx.app.inject({
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${own.json().accessToken}` },
    });
    expect(me.json()._id).toBe(buyer.user._id);
    expect((await get(`/api/jwt?email=${seller.user.email}`, buyer)).statusCode).toBe(403);
    expect((await get(`/api/jwt?email=${seller.user.email}`, admin)).statusCode).toBe(403);
    expect((await get(`/api/jwt?email=${seller.user.email}`)).statusCode).toBe(401);
  });

  it('when POST /users comes without a token, then 401 and no account is made', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { name: 'Sneaky', email: 'sneaky@example.test', image: '', role: 'Seller' },
    });
    expect(res.statusCode).toBe(401);
    const row = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'sneaky@example.test')
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('when POST /users sets a photo address that is not https or our upload, then 400 and the photo stays', async () => {
    const person = await createUser(ctx, { role: 'Buyer' });
    for (const image of ['javascript:alert(document.domain)', 'http://example.test/x.png', 'data:,x']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: person.auth,
        payload: { image },
      });
      expect(res.statusCode, image).toBe(400);
      expect(res.json().error.message).toMatch(/^body\.image: Photo /);
    }
    const row = await ctx.db
      .selectFrom('users')
      .select('image')
      .where('id', '=', person.user._id)
      .executeTakeFirstOrThrow();
    expect(row.image).toBe('');
    const cleared = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: person.auth,
      payload: { image: '' },
    });
    expect(cleared.statusCode).toBe(200);
  });

  it('when POST /users carries role, verified or isAdmin, then only the own name and photo change', async () => {
    const person = await createUser(ctx, { role: 'Buyer' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: person.auth,
      payload: {
        name: 'New Name',
        image: 'https://example.test/new.png',
        email: person.user.email,
        role: 'Admin',
        verified: true,
        isAdmin: true,
        _id: admin.user._id,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      _id: person.user._id,
      name: 'New Name',
      role: 'Buyer',
      verified: false,
    });
    const row = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', person.user._id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'New Name',
      image: 'https://example.test/new.png',
      role: 'Buyer',
      verified: 0,
    });
    const adminRow = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', admin.user._id)
      .executeTakeFirstOrThrow();
    expect(adminRow.name).toBe(admin.user.name);
  });

  it("when POST /users names another account's email, then 403 and that account is untouched", async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: buyer.auth,
      payload: { name: 'Hijacked', email: seller.user.email, role: 'Buyer' },
    });
    expect(res.statusCode).toBe(403);
    const row = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', seller.user._id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: seller.user.name, role: 'Seller' });
  });

  it('when a token claims another role in its payload, then the role comes from the account, not the token', async () => {
    const session = await ctx.app.tokens.issue(buyer.user._id);
    const payload = JSON.parse(Buffer.from(session.split('.')[1]!, 'base64url').toString());
    const forged = await new SignJWT({ ...payload, role: 'Admin', isAdmin: true })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(ctx.config.JWT_SECRET));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: { authorization: `Bearer ${forged}` },
      payload: { categoryName: 'Forged' },
    });
    expect(res.statusCode).toBe(403);
  });
});
