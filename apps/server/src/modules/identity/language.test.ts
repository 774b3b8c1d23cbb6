// Issue 17: a member's language on their profile, and the server's messages in it (else in the request's
// Accept-Language); English stays the spec's text exactly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app.ts';

describe('the reader’s language', () => {
  let ctx: TestContext;
  let member: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    member = await createUser(ctx, { role: 'Buyer' });
  });
  afterAll(() => ctx.close());

  const badLogin = (headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers,
      payload: { email: 'nobody.here@example.test', password: 'not the password' },
    });

  it('when nobody has picked a language, then the profile says null, and a pick is kept and answered', async () => {
    expect((await ctx.app.inject({ url: '/api/me/language', headers: member.auth })).json()).toEqual({
      language: null,
    });
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me/language',
      headers: member.auth,
      payload: { language: 'bn' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ language: 'bn' });
    expect((await ctx.app.inject({ url: '/api/me/language', headers: member.auth })).json()).toEqual({
      language: 'bn',
    });
  });

  it('when the language is not one we speak or the caller is not signed in, then nothing changes', async () => {
    const odd = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me/language',
      headers: member.auth,
      payload: { language: 'fr' },
    });
    expect(odd.statusCode).toBe(400);
    const anonymous = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me/language',
      payload: { language: 'en' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe('Please sign in first');
  });

  it('when a visitor’s browser asks for Bangla, then errors are in Bangla; otherwise in the spec’s English', async () => {
    expect((await badLogin()).json().error.message).toBe('Wrong email or password');
    expect((await badLogin({ 'accept-language': 'en-US,en;q=0.9' })).json().error.message).toBe(
      'Wrong email or password',
    );
    expect((await badLogin({ 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.8' })).json().error.message).toBe(
      'ইমেইল বা পাসওয়ার্ড ভুল',
    );
    expect((await badLogin({ 'accept-language': 'fr;q=0.9,bn;q=0.5' })).json().error.message).toBe(
      'ইমেইল বা পাসওয়ার্ড ভুল',
    );
    expect((await badLogin({ 'accept-language': 'bn;q=0' })).json().error.message).toBe(
      'Wrong email or password',
    );
  });

  it('when a signed-in member chose a language, then their errors follow it whatever the browser says', async () => {
    const reader = await createUser(ctx, { role: 'Seller' });
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/me/language',
      headers: reader.auth,
      payload: { language: 'bn' },
    });
    const inBangla = await ctx.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { ...reader.auth, 'accept-language': 'en' },
      payload: { productName: 'x', resale: 'abc' },
    });
    expect(inBangla.statusCode).toBe(400);
    expect(JSON.stringify(inBangla.json().error)).toMatch(/[\u0980-\u09FF]/);
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/me/language',
      headers: reader.auth,
      payload: { language: 'en' },
    });
    const inEnglish = await ctx.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { ...reader.auth, 'accept-language': 'bn' },
      payload: { productName: 'x', resale: 'abc' },
    });
    expect(JSON.stringify(inEnglish.json().error)).not.toMatch(/[\u0980-\u09FF]/);
  });
});
