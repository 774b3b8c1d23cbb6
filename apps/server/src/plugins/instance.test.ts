// Several instances behind one load balancer: each names itself in X-Instance, reports readiness apart from
// liveness, and, with REDIS_URL, counts sign-in attempts together with the others.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSse } from '../../test/sse-client.ts';
import {
  startAnotherInstance,
  createTestApp,
  createUser,
  type TestContext,
  type TestUser,
} from '../../test/test-app.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// Random among 125,000 addresses (198.18.0.0/15): the SQLite and PostgreSQL runs share one Redis, side by side.
const someAddress = () =>
  `198.${18 + Math.floor(Math.random() * 2)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

describe('X-Instance and readiness', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ INSTANCE_NAME: 'shelf-a' });
  });
  afterAll(() => ctx.close());

  it('when anything is asked, then the answer names the instance, errors and photos included', async () => {
    for (const url of [
      '/api/health',
      '/api/ready',
      '/api/auth/me',
      '/api/nothing-here',
      '/uploads/books/none.webp',
      '/',
    ]) {
      const res = await ctx.app.inject({ url });
      expect(res.headers['x-instance'], url).toBe('shelf-a');
    }
  });

  it('when INSTANCE_NAME is unset, then the name is the host name and the process id', async () => {
    const other = await startAnotherInstance(ctx, { INSTANCE_NAME: '' });
    try {
      const res = await other.app.inject({ url: '/api/health' });
      expect(res.headers['x-instance']).toMatch(new RegExp(`-${process.pid}$`));
    } finally {
      await other.close();
    }
  });

  it('when the database and the local photo folder answer and no Redis is configured, then ready', async () => {
    const res = await ctx.app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      status: 'ready',
      instance: 'shelf-a',
      checks: { database: 'ok', redis: 'unused', store: 'ok', accepting: 'ok' },
    });
  });

  it('when REDIS_URL names a server nobody listens on, then start-up fails naming REDIS_URL', async () => {
    await expect(startAnotherInstance(ctx, { REDIS_URL: 'redis://127.0.0.1:1' })).rejects.toThrow(
      /REDIS_URL is not reachable/,
    );
  });

  it('when Redis goes away, then /api/ready is 503 naming Redis and /api/health stays 200', async () => {
    const other = await startAnotherInstance(ctx, { REDIS_URL, INSTANCE_NAME: 'shelf-b' });
    try {
      expect((await other.app.inject({ url: '/api/ready' })).json().checks.redis).toBe('ok');
      other.app.redis!.disconnect();
      const res = await other.app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: 'unavailable',
        instance: 'shelf-b',
        checks: { redis: 'failing', database: 'ok' },
      });
      expect((await other.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('draining (SIGTERM)', () => {
  it('when draining starts, then readiness is 503 at once, open live streams end, a stream opened meanwhile ends after its ready event, and drain finishes', async () => {
    const ctx = await createTestApp({ INSTANCE_NAME: 'shelf-d' });
    try {
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
      const person = await createUser(ctx);
      const ticket = async () =>
        (await ctx.app.inject({ method: 'POST', url: '/api/events/ticket', headers: person.auth })).json()
          .ticket as string;
      const tab = await openSse(`${base}/api/events?ticket=${await ticket()}`);
      await tab.next((f) => f.type === 'ready');
      const lateTicket = await ticket();
      expect(ctx.app.live.count()).toBe(1);

      const drained = ctx.app.drain();
      const ready = await ctx.app.inject({ url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().checks.accepting).toBe('failing');
      await tab.ended;
      expect(ctx.app.live.count()).toBe(0);
      // A tab that reconnects here while the instance drains is told to go elsewhere: ready, then the end.
      const late = await openSse(`${base}/api/events?ticket=${lateTicket}`);
      expect(late.status).toBe(200);
      await late.next((f) => f.type === 'ready');
      await late.ended;
      await drained;
      expect(ctx.app.server.listening).toBe(false);
    } finally {
      await ctx.close();
    }
  });
});

describe('sign-in limits across instances', () => {
  let ctx: TestContext;
  let person: TestUser;
  const others: Array<{ app: FastifyInstance; close(): Promise<void> }> = [];
  beforeAll(async () => {
    ctx = await createTestApp({ RATE_LIMIT_AUTH: '3' });
    person = await createUser(ctx, { email: `limits.${randomBytes(4).toString('hex')}@example.test` });
  });
  afterAll(async () => {
    for (const other of others) await other.close();
    await ctx.close();
  });

  const instances = async (env: Record<string, string>) => {
    const pair = [await startAnotherInstance(ctx, env), await startAnotherInstance(ctx, env)];
    others.push(...pair);
    return pair.map((other) => other.app);
  };
  /** Wrong-password sign-ins alternating between the two instances; the status of each. */
  const alternate = async (
    pair: FastifyInstance[],
    email: string,
    attempts: number,
    address = someAddress(),
  ) => {
    const statuses: number[] = [];
    for (let i = 0; i < attempts; i += 1) {
      const res = await pair[i % 2]!.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: address,
        payload: { email, password: 'not the password' },
      });
      statuses.push(res.statusCode);
    }
    return statuses;
  };

  it('when both share Redis, then the third attempt on one and the fourth on the other are one account’s four: the fourth is refused', async () => {
    const pair = await instances({ REDIS_URL });
    const address = someAddress();
    const statuses = await alternate(pair, person.user.email, 5, address);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // Even the right password waits now, from that address, on either instance (decision 111).
    const right = await pair[0]!.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: address,
      payload: { email: person.user.email, password: person.password },
    });
    expect(right.statusCode).toBe(429);
  });

  it('when both share Redis and 12 guesses at one account arrive at once on both from 12 addresses, then only RATE_LIMIT_AUTH of them are checked (decision 200)', async () => {
    const target = await createUser(ctx, { email: `burst.${randomBytes(4).toString('hex')}@example.test` });
    const pair = await instances({ REDIS_URL });
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        pair[i % 2]!.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: `203.0.113.${i + 1}`,
          payload: { email: target.user.email, password: 'not the password' },
        }),
      ),
    );
    const statuses = burst.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9);
  });

  it('when each counts alone (no Redis), then the same alternation gets six attempts through', async () => {
    const other = await createUser(ctx, { email: `alone.${randomBytes(4).toString('hex')}@example.test` });
    const pair = await instances({});
    expect(await alternate(pair, other.user.email, 7)).toEqual([401, 401, 401, 401, 401, 401, 429]);
  });
});
