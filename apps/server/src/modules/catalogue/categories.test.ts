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
    expect(list.json()).toContainEqual({
      _id: insertedId,
      categoryName: 'Science Fiction',
      categoryNameBn: null,
    });

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
    expect(res.json()).toEqual({ error: { code: 'CATEGORY_NOT_FOUND', message: 'Category not found' } });
  });

  it('when the admin names a category in Bangla, on adding or later, then every reader gets both names and a blank clears it', async () => {
    const admin = await createUser(ctx, { role: 'Admin' });
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: admin.auth,
      payload: { categoryName: 'Detective', categoryNameBn: '  গোয়েন্দা  ' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { insertedId } = created.json();
    const listed = async () =>
      (await ctx.app.inject({ url: '/api/categories' }))
        .json()
        .find((c: { _id: string }) => c._id === insertedId);
    expect(await listed()).toEqual({
      _id: insertedId,
      categoryName: 'Detective',
      categoryNameBn: 'গোয়েন্দা'.normalize('NFC'),
    });

    const renamed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/categories/${insertedId}`,
      headers: admin.auth,
      payload: { categoryNameBn: 'রহস্য-রোমাঞ্চ' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toEqual({
      _id: insertedId,
      categoryName: 'Detective',
      categoryNameBn: 'রহস্য-রোমাঞ্চ',
    });
    expect((await ctx.app.inject({ url: `/api/category/${insertedId}` })).json()).toMatchObject({
      categoryNameBn: 'রহস্য-রোমাঞ্চ',
    });
    expect(await listed()).toMatchObject({ categoryNameBn: 'রহস্য-রোমাঞ্চ' });

    const cleared = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/categories/${insertedId}`,
      headers: admin.auth,
      payload: { categoryNameBn: '   ' },
    });
    expect(cleared.json()).toMatchObject({ categoryNameBn: null });
    expect(await listed()).toMatchObject({ categoryName: 'Detective', categoryNameBn: null });
  });

  it('when a Bangla name is too long, not text, for no category, or set by a non-admin, then a clear 4xx changes nothing', async () => {
    const admin = await createUser(ctx, { role: 'Admin' });
    const seller = await createUser(ctx, { role: 'Seller' });
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: admin.auth,
      payload: { categoryName: 'Travel', categoryNameBn: 'ভ্রমণ' },
    });
    const { insertedId } = created.json();
    const patch = (payload: object, headers: Record<string, string> = admin.auth, id = insertedId) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/categories/${id}`, headers, payload });

    const long = await patch({ categoryNameBn: 'ক'.repeat(61) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toMatch(/Bangla name must be at most 60 characters/);
    expect((await patch({ categoryNameBn: 42 })).statusCode).toBe(400);
    expect((await patch({})).statusCode).toBe(400);
    const missing = await patch({ categoryNameBn: 'কিছু' }, admin.auth, 'no-such-category');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toMatchObject({ message: 'Category not found' });
    expect((await patch({ categoryNameBn: 'জাল' }, seller.auth)).statusCode).toBe(403);
    expect((await patch({ categoryNameBn: 'জাল' }, {})).statusCode).toBe(401);
    const tooLongOnAdd = await ctx.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: admin.auth,
      payload: { categoryName: 'Maps', categoryNameBn: 'ম'.repeat(61) },
    });
    expect(tooLongOnAdd.statusCode).toBe(400);

    const list = (await ctx.app.inject({ url: '/api/categories' })).json();
    expect(list.find((c: { _id: string }) => c._id === insertedId)).toMatchObject({ categoryNameBn: 'ভ্রমণ' });
    expect(list.some((c: { categoryName: string }) => c.categoryName === 'Maps')).toBe(false);
  });
});
