// Every registered /api route × every kind of caller → the status its declared access implies. Routes are
// read from the built app, so routes added later are covered without touching this file. Ownership rules
// (whose book, whose order) are tested next to each module's code.
import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access, ApiRoute } from '../../plugins/auth.ts';
import { createTestApp, createUser, type TestContext } from '../../../test/test-app.ts';

type Caller =
  | 'visitor'
  | 'buyer'
  | 'seller'
  | 'other seller'
  | 'admin'
  | 'revoked token'
  | 'expired token'
  | 'expired session'
  | 'token signed with another secret'
  | 'alg: none token'
  | 'garbage token';

const SIGNED_IN: Caller[] = ['buyer', 'seller', 'other seller', 'admin'];
const BAD_TOKENS: Caller[] = [
  'revoked token',
  'expired token',
  'expired session',
  'token signed with another secret',
  'alg: none token',
  'garbage token',
];
const CALLERS: Caller[] = ['visitor', ...SIGNED_IN, ...BAD_TOKENS];

const ALLOWED: Record<Access, Caller[]> = {
  public: CALLERS,
  optional: CALLERS,
  signedIn: SIGNED_IN,
  seller: ['seller', 'other seller'],
  admin: ['admin'],
  // Only a live-stream ticket opens these (live/live.test.ts); no caller here carries one.
  streamTicket: [],
};

/** 'allowed' means anything but 401/403; otherwise the exact refusal. */
function expected(access: Access, caller: Caller): 'allowed' | 401 | 403 {
  if (ALLOWED[access].includes(caller)) return 'allowed';
  if (access === 'streamTicket') return 401;
  return SIGNED_IN.includes(caller) ? 403 : 401;
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('the authorization matrix', () => {
  let ctx: TestContext;
  let routes: ApiRoute[];
  const accounts = new Map<Caller, { id: string; email: string }>();
  let secret: Uint8Array;

  beforeAll(async () => {
    ctx = await createTestApp({ RATE_LIMIT_AUTH: '100000' });
    routes = ctx.app.apiRoutes;
    secret = new TextEncoder().encode(ctx.config.JWT_SECRET);
    for (const [caller, role] of [
      ['buyer', 'Buyer'],
      ['seller', 'Seller'],
      ['other seller', 'Seller'],
      ['admin', 'Admin'],
    ] as const) {
      const { user } = await createUser(ctx, { role });
      accounts.set(caller, { id: user._id, email: user.email });
    }
  });
  afterAll(() => ctx.close());

  /** A fresh credential per request, so a logout or password change in one call cannot affect the next. */
  async function authorization(caller: Caller): Promise<string | undefined> {
    if (caller === 'visitor') return undefined;
    const account = accounts.get(caller);
    if (account) return `Bearer ${await ctx.app.tokens.issue(account.id)}`;
    const victim = accounts.get('admin')!;
    const token = await ctx.app.tokens.issue(victim.id);
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    switch (caller) {
      case 'revoked token':
        await ctx.app.tokens.revokeSession(claims.sid);
        return `Bearer ${token}`;
      case 'expired token': {
        const past = Math.floor(Date.now() / 1000) - 3600;
        const expired = await new SignJWT({ sid: claims.sid })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setSubject(victim.id)
          .setIssuer(claims.iss)
          .setIssuedAt(past - 3600)
          .setExpirationTime(past)
          .sign(secret);
        return `Bearer ${expired}`;
      }
      case 'expired session':
        await ctx.db
          .updateTable('sessions')
          .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
          .where('id', '=', claims.sid)
          .execute();
        return `Bearer ${token}`;
      case 'token signed with another secret': {
        const foreign = await new SignJWT(claims)
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .sign(new TextEncoder().encode(randomBytes(32).toString('hex')));
        return `Bearer ${foreign}`;
      }
      case 'alg: none token':
        return `Bearer ${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
      default:
        return 'Bearer not-a-token';
    }
  }

  function concreteUrl(url: string, caller: Caller): string {
    const email = accounts.get(caller)?.email ?? 'visitor@example.test';
    const path = url
      .replace(/:email\b/g, encodeURIComponent(email))
      .replace(/:\w+/g, randomBytes(12).toString('hex'))
      .replace(/\*$/, 'x');
    return `${path}?email=${encodeURIComponent(email)}`;
  }

  it('then the collected routes include every capability the app registered', () => {
    const urls = routes.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'POST /api/auth/signup',
        'POST /api/auth/login',
        'POST /api/auth/logout',
        'GET /api/auth/me',
        'GET /api/users/admin/:email',
        'POST /api/categories',
        'GET /api/health',
      ]),
    );
  });

  it('when every route is called by every kind of caller, then each gets what its access level says', async () => {
    const mismatches: string[] = [];
    let checked = 0;
    for (const route of routes) {
      for (const caller of CALLERS) {
        const auth = await authorization(caller);
        const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
        const res = await ctx.app.inject({
          method: route.method as 'GET',
          url: concreteUrl(route.url, caller),
          headers: auth ? { authorization: auth } : {},
          ...(hasBody ? { payload: {} } : {}),
        });
        // NOTE: start-selling really turns the buyer into a seller; put them back so later routes see a buyer.
        if (route.url === '/api/me/start-selling')
          await ctx.db
            .updateTable('users')
            .set({ role: 'Buyer' })
            .where('id', '=', accounts.get('buyer')!.id)
            .execute();
        const want = expected(route.access, caller);
        const ok =
          want === 'allowed' ? res.statusCode !== 401 && res.statusCode !== 403 : res.statusCode === want;
        if (!ok || res.statusCode === 500) {
          mismatches.push(
            `${route.method} ${route.url} [${route.access}] as ${caller}: ${res.statusCode}, want ${want}`,
          );
        }
        checked += 1;
      }
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBe(routes.length * CALLERS.length);
    // NOTE: a sweep over every route grows with the app; this budget is for a loaded machine, not a timing check.
  }, 120_000);
});
