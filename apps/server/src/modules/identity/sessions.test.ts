// Sessions per account are bounded: each sign-in or fresh token makes one, and only the newest
// MAX_LIVE_SESSIONS stay live (the oldest are revoked), so no caller can pile up rows without end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/test-app.ts';

const liveSessions = (ctx: TestContext, userId: string) =>
  ctx.db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute()
    .then((rows) => rows.length);

const freshToken = (ctx: TestContext, who: TestUser, token = who.token, ip = '10.9.0.1') =>
  ctx.app.inject({
    url: `/api/jwt?email=${encodeURIComponent(who.user.email)}`,
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: ip,
  });

describe('live sessions per account', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ RATE_LIMIT_AUTH: '1000' });
  });
  afterAll(() => ctx.close());

  it('when GET /api/jwt is called 60 times, then 10 sessions stay live: the newest ten, the oldest revoked', async () => {
    const person = await createUser(ctx);
    const tokens: string[] = [];
    for (let i = 0; i < 60; i += 1) {
      // Newest is by creation time, kept to the millisecond: two sessions of one millisecond are equally
      // new, and which of them stays is the id's draw (a fast machine made two in one; stop 47's CI).
      await new Promise((resolve) => setTimeout(resolve, 2));
      const res = await freshToken(ctx, person, tokens.at(-1) ?? person.token);
      expect(res.statusCode).toBe(200);
      tokens.push(res.json().accessToken);
    }
    expect(await liveSessions(ctx, person.user._id)).toBe(10);
    const me = (token: string) =>
      ctx.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect((await me(tokens.at(-1)!)).statusCode).toBe(200);
    expect((await me(tokens.at(-10)!)).statusCode).toBe(200);
    expect((await me(tokens.at(-11)!)).statusCode).toBe(401);
    expect((await me(person.token)).statusCode).toBe(401);
  });

  it('when someone signs in 15 times, then 10 sessions stay live and the other accounts keep theirs', async () => {
    const person = await createUser(ctx);
    const bystander = await createUser(ctx);
    for (let i = 0; i < 15; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: person.user.email, password: person.password },
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await liveSessions(ctx, person.user._id)).toBe(10);
    expect(await liveSessions(ctx, bystander.user._id)).toBe(1);
  });
});

describe('GET /api/jwt is rate-limited', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ RATE_LIMIT_AUTH: '3' });
  });
  afterAll(() => ctx.close());

  it('when one account asks for fresh tokens too often, even from many addresses, then 429 and no new session', async () => {
    const person = await createUser(ctx);
    const statuses = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await freshToken(ctx, person, person.token, `10.8.0.${i}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(await liveSessions(ctx, person.user._id)).toBe(4);
  });
});
