import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, createUser, type TestContext } from '../../../test/test-app.ts';
import { ensureAdmin } from './ensure-admin.ts';

describe('the admin account', () => {
  const contexts: TestContext[] = [];
  afterAll(async () => {
    for (const ctx of contexts) await ctx.close();
  });

  const login = (ctx: TestContext, email: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('when ADMIN_EMAIL and ADMIN_PASSWORD are set, then the app starts with that admin, who can sign in', async () => {
    const ctx = await createTestApp({ ADMIN_EMAIL: 'Boss@Example.test', ADMIN_PASSWORD: 'admin password 1' });
    contexts.push(ctx);
    const res = await login(ctx, 'boss@example.test', 'admin password 1');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: 'boss@example.test', role: 'Admin' });
  });

  it('when the admin email belongs to a Buyer, then start-up promotes them and sets the password', async () => {
    const ctx = await createTestApp();
    contexts.push(ctx);
    const buyer = await createUser(ctx, { role: 'Buyer', email: 'promote.me@example.test' });
    expect(
      await ensureAdmin(
        ctx.db,
        'promote.me@example.test',
        'the admin password',
        ctx.app.tokens.revokeAllForUser,
      ),
    ).toBe('promoted');
    const res = await login(ctx, 'promote.me@example.test', 'the admin password');
    expect(res.json().user).toMatchObject({ _id: buyer.user._id, role: 'Admin' });
    // Sessions from before the password was replaced end.
    expect((await ctx.app.inject({ url: '/api/auth/me', headers: buyer.auth })).statusCode).toBe(401);
    expect(
      await ensureAdmin(
        ctx.db,
        'promote.me@example.test',
        'the admin password',
        ctx.app.tokens.revokeAllForUser,
      ),
    ).toBe('unchanged');
  });

  it('when only one of ADMIN_EMAIL and ADMIN_PASSWORD is set, then the configuration is refused', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@example.test' })).toThrow(
      /ADMIN_EMAIL and ADMIN_PASSWORD go together/,
    );
  });

  it('when production starts without JWT_SECRET, then it refuses with a clear message', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        PAYMENTS: 'stripe',
        STRIPE_SECRET_KEY: 'x',
        STRIPE_PUBLISHABLE_KEY: 'y',
        STRIPE_WEBHOOK_SECRET: 'z',
      }),
    ).toThrow(/JWT_SECRET is required in production/);
    expect(() => loadConfig({ JWT_SECRET: 'too short' })).toThrow(
      /JWT_SECRET must be at least 32 characters/,
    );
  });
});
