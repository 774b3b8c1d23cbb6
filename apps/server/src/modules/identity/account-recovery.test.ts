// Forgot password, reset, email verification and email change (issue 25, decision 205), through the API
// on a real database. The poller is off: each test runs the due jobs itself.
import { createHash, randomBytes } from 'node:crypto';
import { accountRoutes } from '@boibazar/shared/paths';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../../../test/test-app.ts';
import { inTransaction } from '../../events/index.ts';
import { AppError } from '../../lib/errors.ts';
import { useLink } from './account-links.ts';
import { isEmailVerified } from './index.ts';

const api = (path: string) => `/api${path}`;
let address = 0;
/** A fresh caller address per request, so the per-address limits stay out of the way unless tested. */
const nextAddress = () => `10.25.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

describe('account recovery and email verification', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ RATE_LIMIT_AUTH: '5', JOBS_POLL_INTERVAL: '0' });
  });
  afterAll(() => ctx.close());
  afterEach(() => vi.useRealTimers());

  const newEmail = (name = 'reader') => `${name}.${randomBytes(4).toString('hex')}@example.test`;
  const emailsTo = (to: string) =>
    ctx.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('to_address', '=', to)
      .orderBy('created_at')
      .execute();
  const tokenIn = (text: string, page: string) => {
    const match = new RegExp(`${page}#token=([A-Za-z0-9_-]+)`).exec(text);
    if (!match) throw new Error(`no ${page} link in: ${text}`);
    return match[1]!;
  };
  const post = (path: string, payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: api(path),
      payload: payload as object,
      headers,
      remoteAddress: nextAddress(),
    });
  const forgot = (email: string, headers: Record<string, string> = {}) =>
    post(accountRoutes.forgotPassword.path, { email }, headers);
  const reset = (token: string, password: string) =>
    post(accountRoutes.resetPassword.path, { token, password });
  const login = (email: string, password: string) => post('/auth/login', { email, password });
  const me = (auth: { authorization: string }) =>
    ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth });

  async function resetLinkFor(email: string, headers: Record<string, string> = {}): Promise<string> {
    expect((await forgot(email, headers)).statusCode).toBe(204);
    await ctx.app.jobs.runDue();
    const mails = await emailsTo(email);
    return tokenIn(mails.at(-1)!.text_body, '/reset-password');
  }

  async function signUp(email: string, headers: Record<string, string> = {}) {
    const res = await post(
      '/auth/signup',
      { name: 'Mitu', email, password: 'a good long password', image: 'https://example.test/p.png' },
      headers,
    );
    expect(res.statusCode).toBe(201);
    const { accessToken } = res.json<{ accessToken: string }>();
    return { authorization: `Bearer ${accessToken}` };
  }

  describe('forgot password', () => {
    it('when the email has an account or not, then the answer is the same 204 and only the account gets a link', async () => {
      const known = await createUser(ctx);
      const unknown = newEmail('nobody');
      const a = await forgot(known.user.email);
      const b = await forgot(unknown);
      expect([a.statusCode, b.statusCode]).toEqual([204, 204]);
      expect(a.body).toBe(b.body);
      expect(Object.keys(a.headers).sort()).toEqual(Object.keys(b.headers).sort());
      await ctx.app.jobs.runDue();
      expect(await emailsTo(unknown)).toEqual([]);
      const [mail] = await emailsTo(known.user.email);
      expect(mail!.subject).toBe('Reset your BoiBazar password');
      expect(mail!.text_body).toContain('for 30 minutes');
      expect(mail!.text_body).toMatch(/^http:\/\/localhost:\d+\/reset-password#token=/m);
    });

    it('when the link is made, then only its SHA-256 is stored', async () => {
      const { user } = await createUser(ctx);
      const secret = await resetLinkFor(user.email);
      const rows = await ctx.db
        .selectFrom('account_tokens')
        .selectAll()
        .where('user_id', '=', user._id)
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.token_hash).toBe(createHash('sha256').update(secret).digest('hex'));
      expect(JSON.stringify(rows)).not.toContain(secret);
    });

    it('when the reader reads in Bangla, then the email is in Bangla (their saved language, else the request’s)', async () => {
      const asked = await createUser(ctx);
      await resetLinkFor(asked.user.email, { 'accept-language': 'bn' });
      const [mail] = await emailsTo(asked.user.email);
      expect(mail!.subject).toBe('আপনার বইবাজার পাসওয়ার্ড নতুন করে দিন');
      expect(mail!.text_body).toContain('৩০ মিনিট');
      expect(mail!.language).toBe('bn');

      const saved = await createUser(ctx);
      await ctx.app.inject({
        method: 'PUT',
        url: '/api/me/language',
        headers: saved.auth,
        payload: { language: 'bn' },
      });
      await resetLinkFor(saved.user.email, { 'accept-language': 'en' });
      expect((await emailsTo(saved.user.email))[0]!.language).toBe('bn');
    });

    it('when one email is asked for too often, then 429 comes alike for a known and an unknown email, and at most 3 links a quarter-hour are sent', async () => {
      const known = await createUser(ctx);
      const unknown = newEmail('nobody');
      const statuses = async (email: string) => {
        const seen: number[] = [];
        for (let i = 0; i < 6; i += 1) seen.push((await forgot(email)).statusCode);
        return seen;
      };
      expect(await statuses(known.user.email)).toEqual([204, 204, 204, 204, 204, 429]);
      expect(await statuses(unknown)).toEqual([204, 204, 204, 204, 204, 429]);
      await ctx.app.jobs.runDue();
      expect(await emailsTo(known.user.email)).toHaveLength(3);
    });

    it('when one address asks for many emails, then it is refused after 3N a minute', async () => {
      const seen: number[] = [];
      for (let i = 0; i < 16; i += 1) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: api(accountRoutes.forgotPassword.path),
          payload: { email: newEmail('spray') },
          remoteAddress: '10.99.0.1',
        });
        seen.push(res.statusCode);
      }
      expect(seen.filter((s) => s === 204)).toHaveLength(15);
      expect(seen.at(-1)).toBe(429);
    });
  });

  describe('reset password', () => {
    it('when the link sets a new password, then the new one signs in, the old one does not, and every session ended', async () => {
      const owner = await createUser(ctx);
      const other = await createUser(ctx);
      const secret = await resetLinkFor(owner.user.email);
      expect((await me(owner.auth)).statusCode).toBe(200);

      expect((await reset(secret, 'a brand new password')).statusCode).toBe(204);
      expect((await me(owner.auth)).statusCode).toBe(401);
      expect((await me(other.auth)).statusCode).toBe(200);
      expect((await login(owner.user.email, owner.password)).statusCode).toBe(401);
      expect((await login(owner.user.email, 'a brand new password')).statusCode).toBe(200);
      // The link reached its owner, so the address counts as verified too.
      expect(await isEmailVerified(ctx.db, owner.user._id)).toBe(true);
    });

    it('when the link is used twice, or an older link after a reset, then RESET_TOKEN_INVALID', async () => {
      const { user } = await createUser(ctx);
      const first = await resetLinkFor(user.email);
      const second = await resetLinkFor(user.email);
      expect((await reset(second, 'another new password')).statusCode).toBe(204);
      for (const used of [second, first]) {
        const res = await reset(used, 'yet another password');
        expect(res.statusCode).toBe(400);
        expect(res.json().error.code).toBe('RESET_TOKEN_INVALID');
      }
      expect((await login(user.email, 'another new password')).statusCode).toBe(200);
    });

    it('when the link is unknown, then RESET_TOKEN_INVALID; when the password is too short, then 400 and the link still works', async () => {
      const unknown = await reset(randomBytes(32).toString('base64url'), 'a fine password');
      expect([unknown.statusCode, unknown.json().error.code]).toEqual([400, 'RESET_TOKEN_INVALID']);
      const { user } = await createUser(ctx);
      const secret = await resetLinkFor(user.email);
      const short = await reset(secret, 'short');
      expect([short.statusCode, short.json().error.code]).toEqual([400, 'VALIDATION_FAILED']);
      expect((await reset(secret, 'long enough now')).statusCode).toBe(204);
    });

    it('when PASSWORD_RESET_TTL (30m) has passed, then RESET_TOKEN_EXPIRED; just before, it works', async () => {
      const { user } = await createUser(ctx);
      const late = await resetLinkFor(user.email);
      const inTime = await resetLinkFor(user.email);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 29 * 60_000);
      expect((await reset(inTime, 'in time password')).statusCode).toBe(204);
      const { user: other } = await createUser(ctx);
      const expired = await resetLinkFor(other.email);
      vi.setSystemTime(Date.now() + 30 * 60_000 + 1000);
      const res = await reset(expired, 'too late password');
      expect([res.statusCode, res.json().error.code]).toEqual([400, 'RESET_TOKEN_EXPIRED']);
      expect((await login(other.email, 'too late password')).statusCode).toBe(401);
      expect(late).not.toBe(inTime);
    });

    it('when five resets with one link arrive at once, then exactly one wins', async () => {
      const { user } = await createUser(ctx);
      const secret = await resetLinkFor(user.email);
      const answers = await Promise.all(
        Array.from({ length: 5 }, (_, i) => reset(secret, `concurrent password ${i}`)),
      );
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses).toEqual([204, 400, 400, 400, 400]);
      const winner = answers.findIndex((a) => a.statusCode === 204);
      for (const loser of answers.filter((a) => a.statusCode === 400))
        expect(loser.json().error.code).toBe('RESET_TOKEN_INVALID');
      expect((await login(user.email, `concurrent password ${winner}`)).statusCode).toBe(200);
    });
  });

  it('when ten transactions use one link at the same moment, then exactly one gets it (the conditional update, without the password hash spreading them out)', async () => {
    const { user } = await createUser(ctx);
    const secret = await resetLinkFor(user.email);
    const refusals = {
      invalid: () => new AppError('RESET_TOKEN_INVALID', 'invalid'),
      expired: () => new AppError('RESET_TOKEN_EXPIRED', 'expired'),
    };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        inTransaction(ctx.db, (trx) => useLink(trx, secret, ['password-reset'], refusals)),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const lost of outcomes.filter((o) => o.status === 'rejected'))
      expect((lost.reason as AppError).code).toBe('RESET_TOKEN_INVALID');
  });

  describe('email verification', () => {
    it('when someone signs up, then a link is emailed, the profile says unverified, and opening the link verifies it once', async () => {
      const email = newEmail('new');
      const auth = await signUp(email);
      const [mail] = await emailsTo(email);
      expect(mail!.subject).toBe('Confirm your email for BoiBazar');
      expect((await me(auth)).json()).toMatchObject({ email, emailVerified: false, pendingEmail: null });
      const status = await ctx.app.inject({
        method: 'GET',
        url: api(accountRoutes.email.path),
        headers: auth,
      });
      expect(status.json()).toEqual({ email, emailVerified: false, pendingEmail: null });

      const secret = tokenIn(mail!.text_body, '/verify-email');
      const opened = await post(accountRoutes.verifyEmail.path, { token: secret });
      expect([opened.statusCode, opened.json()]).toEqual([200, { email }]);
      expect((await me(auth)).json()).toMatchObject({ emailVerified: true });
      const again = await post(accountRoutes.verifyEmail.path, { token: secret });
      expect([again.statusCode, again.json().error.code]).toEqual([400, 'VERIFY_TOKEN_INVALID']);
      const resend = await post(accountRoutes.resendVerification.path, {}, auth);
      expect([resend.statusCode, resend.json().error.code]).toEqual([409, 'EMAIL_ALREADY_VERIFIED']);
    });

    it('when the sign-up is in Bangla, then so is the link’s email; when it lapses, VERIFY_TOKEN_EXPIRED', async () => {
      const email = newEmail('bn');
      await signUp(email, { 'accept-language': 'bn' });
      const [mail] = await emailsTo(email);
      expect(mail!.subject).toBe('বইবাজারের জন্য আপনার ইমেইল নিশ্চিত করুন');
      expect(mail!.text_body).toContain('৭২ ঘণ্টা');
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 72 * 3_600_000 + 1000);
      const res = await post(accountRoutes.verifyEmail.path, {
        token: tokenIn(mail!.text_body, '/verify-email'),
      });
      expect([res.statusCode, res.json().error.code]).toEqual([400, 'VERIFY_TOKEN_EXPIRED']);
    });

    it('when an unverified member asks again, then a new link comes, at most 3 a quarter-hour (sign-up’s included), then 429', async () => {
      const email = newEmail('again');
      const auth = await signUp(email);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1)
        statuses.push((await post(accountRoutes.resendVerification.path, {}, auth)).statusCode);
      expect(statuses).toEqual([204, 204, 429]);
      expect(await emailsTo(email)).toHaveLength(3);
      // Any of the links verifies.
      const mails = await emailsTo(email);
      expect(
        (await post(accountRoutes.verifyEmail.path, { token: tokenIn(mails[1]!.text_body, '/verify-email') }))
          .statusCode,
      ).toBe(200);
    });

    it('when a token is unknown, empty or too long, then a 4xx and nothing changes', async () => {
      const unknown = await post(accountRoutes.verifyEmail.path, { token: 'x'.repeat(43) });
      expect([unknown.statusCode, unknown.json().error.code]).toEqual([400, 'VERIFY_TOKEN_INVALID']);
      expect((await post(accountRoutes.verifyEmail.path, { token: '' })).statusCode).toBe(400);
      expect((await post(accountRoutes.verifyEmail.path, { token: 'x'.repeat(201) })).statusCode).toBe(400);
      expect((await post(accountRoutes.resetPassword.path, { token: 'x' })).statusCode).toBe(400);
    });

    it('when an account never opened a link, then isEmailVerified (for payouts) is false', async () => {
      const { user } = await createUser(ctx);
      expect(await isEmailVerified(ctx.db, user._id)).toBe(false);
      expect(await isEmailVerified(ctx.db, 'no-such-user')).toBe(false);
    });
  });

  describe('changing the email', () => {
    it('when a member changes their email, then it waits for the new address’s link, the old stays in use and is told', async () => {
      const member = await createUser(ctx);
      const old = member.user.email;
      const next = newEmail('next');
      const res = await post(accountRoutes.changeEmail.path, { email: next.toUpperCase() }, member.auth);
      expect([res.statusCode, res.json()]).toEqual([202, { pendingEmail: next }]);

      expect((await me(member.auth)).json()).toMatchObject({ email: old, pendingEmail: next });
      expect((await login(old, member.password)).statusCode).toBe(200);
      expect((await login(next, member.password)).statusCode).toBe(401);
      const [notice] = await emailsTo(old);
      expect(notice!.subject).toBe('Your BoiBazar email may change');
      expect(notice!.text_body).toContain(next);
      expect(notice!.text_body).not.toContain('#token=');
      const [link] = await emailsTo(next);
      expect(link!.subject).toBe('Confirm your new email for BoiBazar');

      const opened = await post(accountRoutes.verifyEmail.path, {
        token: tokenIn(link!.text_body, '/verify-email'),
      });
      expect([opened.statusCode, opened.json()]).toEqual([200, { email: next }]);
      expect((await me(member.auth)).json()).toMatchObject({
        email: next,
        emailVerified: true,
        pendingEmail: null,
      });
      expect((await login(next, member.password)).statusCode).toBe(200);
      expect((await login(old, member.password)).statusCode).toBe(401);
    });

    it('when a reset link went to the old address, then it stops working once the email changed', async () => {
      const member = await createUser(ctx);
      const resetSecret = await resetLinkFor(member.user.email);
      const next = newEmail('moved');
      await post(accountRoutes.changeEmail.path, { email: next }, member.auth);
      const [link] = await emailsTo(next);
      await post(accountRoutes.verifyEmail.path, { token: tokenIn(link!.text_body, '/verify-email') });
      const res = await reset(resetSecret, 'a password from the old inbox');
      expect([res.statusCode, res.json().error.code]).toEqual([400, 'RESET_TOKEN_INVALID']);
    });

    it('when the new address is the current one, then EMAIL_UNCHANGED; when another account took it by the time the link opens, then EMAIL_TAKEN and nothing changes', async () => {
      const member = await createUser(ctx);
      const same = await post(accountRoutes.changeEmail.path, { email: member.user.email }, member.auth);
      expect([same.statusCode, same.json().error.code]).toEqual([400, 'EMAIL_UNCHANGED']);

      const other = await createUser(ctx);
      // Asking for a taken address is answered like any other: whether it is taken is not told here.
      const asked = await post(accountRoutes.changeEmail.path, { email: other.user.email }, member.auth);
      expect(asked.statusCode).toBe(202);
      const link = (await emailsTo(other.user.email)).find((m) => m.text_body.includes('#token='))!;
      const res = await post(accountRoutes.verifyEmail.path, {
        token: tokenIn(link.text_body, '/verify-email'),
      });
      expect([res.statusCode, res.json().error.code]).toEqual([409, 'EMAIL_TAKEN']);
      expect((await me(member.auth)).json()).toMatchObject({ email: member.user.email });
    });

    it('when a visitor calls the signed-in routes, then 401', async () => {
      expect((await post(accountRoutes.changeEmail.path, { email: newEmail() })).statusCode).toBe(401);
      expect((await post(accountRoutes.resendVerification.path, {})).statusCode).toBe(401);
      expect((await ctx.app.inject({ method: 'GET', url: api(accountRoutes.email.path) })).statusCode).toBe(
        401,
      );
    });
  });
});
