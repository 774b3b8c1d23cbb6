import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { createTestApp, createUser, type TestContext } from '../../../test/test-app.ts';

const uniqueEmail = (prefix = 'reader') => `${prefix}.${randomBytes(4).toString('hex')}@example.test`;
const signupBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ayesha Siddiqua',
  email: uniqueEmail(),
  password: 'a long enough password',
  image: 'https://example.test/ayesha.png',
  role: 'Buyer',
  ...overrides,
});

describe('accounts: sign-up, sign-in, logout and password change', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ RATE_LIMIT_AUTH: '1000' });
  });
  afterAll(() => ctx.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const me = (token: string) =>
    ctx.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

  it('when someone signs up as a Seller, then 201 with a working token and the account', async () => {
    const body = signupBody({ role: 'Seller', email: '  New.Seller@Example.TEST ' });
    const res = await post('/api/auth/signup', body);
    expect(res.statusCode).toBe(201);
    const { accessToken, user } = res.json();
    expect(user).toEqual({
      _id: expect.any(String),
      name: 'Ayesha Siddiqua',
      email: 'new.seller@example.test',
      image: 'https://example.test/ayesha.png',
      role: 'Seller',
      verified: false,
    });
    expect((await me(accessToken)).json()).toEqual({ ...user, emailVerified: false, pendingEmail: null });
    const row = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user._id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('when no role is chosen, then the account is a Buyer', async () => {
    const { role: _role, ...body } = signupBody();
    const res = await post('/api/auth/signup', body);
    expect(res.statusCode).toBe(201);
    expect(res.json().user.role).toBe('Buyer');
  });

  it.each(['Admin', 'admin', 'Moderator', ''])(
    'when the role is %j, then 400 and no account',
    async (role) => {
      const body = signupBody({ role });
      const res = await post('/api/auth/signup', body);
      expect(res.statusCode).toBe(400);
      const row = await ctx.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', body.email)
        .executeTakeFirst();
      expect(row).toBeUndefined();
    },
  );

  it('when mass-assigned fields come along, then none of them takes effect', async () => {
    const body = signupBody({
      verified: true,
      isAdmin: true,
      isSeller: true,
      _id: 'chosen-id',
      id: 'chosen-id',
    });
    const res = await post('/api/auth/signup', body);
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ role: 'Buyer', verified: false });
    expect(res.json().user._id).not.toBe('chosen-id');
  });

  it.each([
    ['name', { name: '' }, 'Name is Required'],
    ['image', { image: '' }, 'Photo is Required'],
    ['password', { password: '' }, 'Password is required'],
    ['password', { password: 'short' }, 'Password must be at least 8 characters'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
  ])('when %s is bad, then 400 with the message %#', async (_field, overrides, message) => {
    const res = await post('/api/auth/signup', signupBody(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.map((f: { message: string }) => f.message)).toContain(message);
  });

  it.each([
    'javascript:alert(document.domain)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'http://images.example.com/me.png',
    'https://127.0.0.1/me.png',
    '/uploads/../jwt-secret',
  ])('when the photo address is %s, then 400 with the image rule and no account', async (image) => {
    const body = signupBody({ image });
    const res = await post('/api/auth/signup', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual([
      { field: 'body.image', message: expect.stringMatching(/^Photo /) },
    ]);
    const row = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', body.email)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('when the photo is one of our uploads or an https address, then it is kept', async () => {
    for (const image of ['/uploads/books/0123456789abcdef01234567.webp', 'https://i.ibb.co/x/me.png']) {
      const res = await post('/api/auth/signup', signupBody({ image }));
      expect(res.statusCode).toBe(201);
      expect(res.json().user.image).toBe(image);
    }
  });

  it('when the email is taken (in any case), then 409 and the first account is untouched', async () => {
    const body = signupBody();
    expect((await post('/api/auth/signup', body)).statusCode).toBe(201);
    const again = await post('/api/auth/signup', {
      ...body,
      email: body.email.toUpperCase(),
      role: 'Seller',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('EMAIL_TAKEN');
  });

  it('when the same email signs up twice at once, then exactly one account is made', async () => {
    const body = signupBody();
    const results = await Promise.all([post('/api/auth/signup', body), post('/api/auth/signup', body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('when someone signs in with the right password, then 200 with a token; the email is case-insensitive', async () => {
    const body = signupBody();
    await post('/api/auth/signup', body);
    const res = await post('/api/auth/login', { email: body.email.toUpperCase(), password: body.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(body.email);
    expect((await me(res.json().accessToken)).statusCode).toBe(200);
  });

  it('when the password is wrong or the email unknown, then the same 401 message for both', async () => {
    const body = signupBody();
    await post('/api/auth/signup', body);
    const wrong = await post('/api/auth/login', { email: body.email, password: 'not the password' });
    const unknown = await post('/api/auth/login', {
      email: uniqueEmail('nobody'),
      password: 'whatever it is',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe('Wrong email or password');
    expect(unknown.json().error.message).toBe(wrong.json().error.message);
  });

  it('when a removed account signs in, then 401, and its old tokens stop working', async () => {
    const removed = await createUser(ctx, { role: 'Seller' });
    await ctx.db
      .updateTable('users')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', removed.user._id)
      .execute();
    const res = await post('/api/auth/login', { email: removed.user.email, password: removed.password });
    expect(res.statusCode).toBe(401);
    expect((await me(removed.token)).statusCode).toBe(401);
    // The email stays taken, so nobody can take over a removed seller's identity.
    expect((await post('/api/auth/signup', signupBody({ email: removed.user.email }))).statusCode).toBe(409);
  });

  it('when someone logs out, then 204 and that token fails while their other sessions go on', async () => {
    const person = await createUser(ctx);
    const other = await ctx.app.tokens.issue(person.user._id);
    const res = await post('/api/auth/logout', undefined, person.auth);
    expect(res.statusCode).toBe(204);
    expect((await me(person.token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
    expect((await post('/api/auth/logout', undefined, person.auth)).statusCode).toBe(401);
  });

  it('when the password is changed, then every old session ends and the fresh token and new password work', async () => {
    const person = await createUser(ctx);
    const other = await ctx.app.tokens.issue(person.user._id);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      headers: person.auth,
      payload: { currentPassword: person.password, newPassword: 'a brand new password' },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(person.token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(res.json().accessToken)).statusCode).toBe(200);
    const oldLogin = await post('/api/auth/login', { email: person.user.email, password: person.password });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await post('/api/auth/login', {
      email: person.user.email,
      password: 'a brand new password',
    });
    expect(newLogin.statusCode).toBe(200);
  });

  it('when the current password is wrong or the new one too short, then nothing changes', async () => {
    const person = await createUser(ctx);
    const change = (currentPassword: string, newPassword: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/auth/password',
        headers: person.auth,
        payload: { currentPassword, newPassword },
      });
    expect((await change('not my password', 'a brand new password')).statusCode).toBe(403);
    expect((await change(person.password, 'short')).statusCode).toBe(400);
    expect((await me(person.token)).statusCode).toBe(200);
  });
});

describe('rate limits on sign-in and sign-up', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ RATE_LIMIT_AUTH: '3' });
  });
  afterAll(() => ctx.close());

  const login = (email: string, ip: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: ip,
      payload: { email, password: 'wrong password' },
    });

  it('when one address keeps guessing one account, then 429 with a clear message after RATE_LIMIT_AUTH tries', async () => {
    const email = uniqueEmail('target');
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await login(email, '10.0.0.1')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const res = await login(email, '10.0.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatchObject({ code: 'ACCOUNT_SIGN_IN_LIMITED' });
    expect(res.json().error.message).toMatch(
      /^Too many sign-in attempts for this account; please wait \d+ seconds, or reset your password$/,
    );
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("when 11 addresses send wrong passwords for one account, then only RATE_LIMIT_AUTH of them are checked and even its owner's right password waits for the minute (decision 200)", async () => {
    const [owner, bystander] = [await createUser(ctx), await createUser(ctx)];
    const attempts = await Promise.all(
      Array.from({ length: 11 }, (_, i) => login(owner.user.email, `10.4.0.${i + 1}`)),
    );
    expect(attempts.map((r) => r.statusCode).sort()).toEqual([...Array(3).fill(401), ...Array(8).fill(429)]);
    const signIn = (who: typeof owner, ip: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        payload: { email: who.user.email, password: who.password },
      });
    const res = await signIn(owner, '10.4.1.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('ACCOUNT_SIGN_IN_LIMITED');
    expect(res.json().error.message).toMatch(/reset your password/);
    // Its open sessions go on, and another account is not touched.
    expect((await ctx.app.inject({ url: '/api/auth/me', headers: owner.auth })).statusCode).toBe(200);
    expect((await signIn(bystander, '10.4.1.1')).statusCode).toBe(200);
  });

  it('when one address tries many accounts, then it is limited too', async () => {
    const statuses = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await login(uniqueEmail('spray'), '10.1.1.1')).statusCode);
    expect(statuses.slice(0, 9)).toEqual(Array(9).fill(401));
    expect(statuses[9]).toBe(429);
    // Another address is not affected.
    expect((await login(uniqueEmail('spray'), '10.1.1.2')).statusCode).toBe(401);
  });

  it("when one account's password change is guessed at, then it is limited for that account only", async () => {
    const [victim, bystander] = [await createUser(ctx), await createUser(ctx)];
    const change = (who: typeof victim, ip: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/auth/password',
        headers: who.auth,
        remoteAddress: ip,
        payload: { currentPassword: 'a wrong guess', newPassword: 'a brand new password' },
      });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await change(victim, `10.3.0.${i}`)).statusCode);
    expect(statuses).toEqual([403, 403, 403, 429]);
    expect((await change(bystander, '10.3.1.1')).statusCode).toBe(403);
  });

  it('when sign-up is repeated for one account, then it is limited as well', async () => {
    const body = signupBody();
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        remoteAddress: `10.2.0.${i}`,
        payload: body,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 409, 409, 429]);
  });
});

describe('password guesses sent at once (issue 25, probe 1)', () => {
  // The default RATE_LIMIT_AUTH (10) and TRUST_PROXY (loopback): a proxy on this machine forwards each
  // guess from another address, as a guesser with many addresses behind a real balancer would arrive.
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  let spoofed = 0;
  const attempt = (email: string, password = 'a wrong guess') => {
    spoofed += 1;
    return ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': `198.18.${Math.floor(spoofed / 250)}.${1 + (spoofed % 250)}` },
      payload: { email, password },
    });
  };

  it('when 10 wrong passwords were tried and then 40 arrive at once from 40 addresses, then none of the 40 is checked: 429 ACCOUNT_SIGN_IN_LIMITED', async () => {
    const owner = await createUser(ctx);
    for (let i = 0; i < 10; i += 1) expect((await attempt(owner.user.email)).statusCode).toBe(401);
    const burst = await Promise.all(Array.from({ length: 40 }, () => attempt(owner.user.email)));
    expect(burst.map((r) => r.statusCode)).toEqual(Array(40).fill(429));
    for (const res of burst) {
      expect(res.json().error.code).toBe('ACCOUNT_SIGN_IN_LIMITED');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    const right = await attempt(owner.user.email, owner.password);
    expect(right.statusCode).toBe(429);
    expect(right.json().error.code).toBe('ACCOUNT_SIGN_IN_LIMITED');
  });

  it('when 50 guesses for a fresh account arrive at once from 50 addresses, then exactly RATE_LIMIT_AUTH are checked', async () => {
    const owner = await createUser(ctx);
    const burst = await Promise.all(Array.from({ length: 50 }, () => attempt(owner.user.email)));
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40);
  });
});

describe('the address a request comes from', () => {
  const spray = async (ctx: TestContext, remoteAddress: string, forwardedFor: (i: number) => string) => {
    const statuses = [];
    for (let i = 0; i < 10; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor(i) },
        payload: { email: uniqueEmail('spray'), password: 'wrong password' },
      });
      statuses.push(res.statusCode);
    }
    return statuses;
  };

  describe('by default (only a proxy on this machine is believed)', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp({ RATE_LIMIT_AUTH: '3' });
    });
    afterAll(() => ctx.close());

    it('when a caller on the internet makes up a new X-Forwarded-For each time, then its own address is still limited', async () => {
      const statuses = await spray(ctx, '203.0.113.7', (i) => `198.51.100.${i}`);
      expect(statuses.slice(0, 9)).toEqual(Array(9).fill(401));
      expect(statuses[9]).toBe(429);
    });

    it('when a proxy on this machine forwards different callers, then each is counted on its own', async () => {
      const statuses = await spray(ctx, '127.0.0.1', (i) => `192.0.2.${i}`);
      expect(statuses).toEqual(Array(10).fill(401));
    });
  });

  describe('with TRUST_PROXY=false (the server faces the internet directly)', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp({ RATE_LIMIT_AUTH: '3', TRUST_PROXY: 'false' });
    });
    afterAll(() => ctx.close());

    it('when even a local caller rotates X-Forwarded-For, then the header is ignored and the limit holds', async () => {
      const statuses = await spray(ctx, '127.0.0.1', (i) => `192.0.2.${i}`);
      expect(statuses[9]).toBe(429);
    });
  });
});
