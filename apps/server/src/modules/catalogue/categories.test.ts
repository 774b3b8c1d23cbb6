import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../../../test/test-app.ts';

describe('categories', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('when the admin adds a category, then it is listed and can be loaded by id', async () => {
    const admin = await createUser(ctx, { role: 'Admin' });
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: admin.auth,
      payload: { categoryName: 'Science Fiction' },
    });
    expect(created.statusCode).toBe(201);
    const { insertedId } = created.json();
    expect(created.json()).toMatchObject({ acknowledged: true });

    const list = await ctx.app.inject({ url: '/api/categories' });
    expect(list.json()).toContainEqual({ _id: insertedId, categoryName: 'Science Fiction' });

    const one = await ctx.app.inject({ url: `/api/category/${insertedId}` });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ _id: insertedId, categoryName: 'Science Fiction' });
  });

  it('when the name is empty or taken, then the admin gets a clear 4xx and nothing is stored', async () => {
    const admin = await createUser(ctx, { role: 'Admin' });
    const before = (await ctx.app.inject({ url: '/api/categories' })).json().length;
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: admin.auth,
      payload: { categoryName: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toMatch(/empty/);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: admin.auth,
      payload: { categoryName: 'Poetry' },
    });
    const dup = await ctx.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: admin.auth,
      payload: { categoryName: 'poetry ' },
    });
    expect(dup.statusCode).toBe(409);
    expect((await ctx.app.inject({ url: '/api/categories' })).json().length).toBe(before + 1);
  });

  it('when a visitor, buyer or seller adds a category, then it is refused', async () => {
    const payload = { categoryName: 'Nope' };
    expect((await ctx.app.inject({ method: 'POST', url: '/api/categories', payload })).statusCode).toBe(401);
    for (const role of ['Buyer', 'Seller'] as const) {
      const user = await createUser(ctx, { role });
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/categories',
        headers: user.auth,
        payload,
      });
      expect(res.statusCode).toBe(403);
    }
  });

  it('when the category does not exist, then 404 in the JSON error shape', async () => {
    const res = await ctx.app.inject({ url: '/api/category/doesnotexist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Category not found' } });
  });
});
