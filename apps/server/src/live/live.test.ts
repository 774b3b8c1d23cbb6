import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSse, type SseClient } from '../../test/sse-client.ts';
import {
  createTestApp,
  createUser,
  startAnotherInstance,
  testDialect,
  type TestContext,
  type TestUser,
} from '../../test/test-app.ts';
import { inTransaction } from '../events/index.ts';
import { pushToUser } from './index.ts';

const closers: Array<{ close(): unknown }> = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!.close();
});

async function app(env: Record<string, string> = {}): Promise<TestContext> {
  const ctx = await createTestApp({ JOBS_POLL_INTERVAL: '0', ...env });
  closers.push(ctx);
  return ctx;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function ticketFor(app: FastifyInstance, user: TestUser): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/events/ticket', headers: user.auth });
  expect(res.statusCode).toBe(200);
  return res.json().ticket;
}

async function stream(base: string, app: FastifyInstance, user: TestUser): Promise<SseClient> {
  const client = await openSse(`${base}/api/events?ticket=${await ticketFor(app, user)}`);
  closers.push(client);
  expect(client.status).toBe(200);
  await client.next((f) => f.type === 'ready');
  return client;
}

describe('the live stream', () => {
  it('when a module pushes to a user, then every open tab of that user receives it, and nobody else', async () => {
    const ctx = await app();
    const base = await listen(ctx.app);
    const buyer = await createUser(ctx);
    const other = await createUser(ctx);
    const tab1 = await stream(base, ctx.app, buyer);
    const tab2 = await stream(base, ctx.app, buyer);
    const stranger = await stream(base, ctx.app, other);
    expect(tab1.frames[0]).toEqual({ type: 'ready', data: { reconnected: false }, id: undefined });

    pushToUser(ctx.db, buyer.user._id, { type: 'test.ping', data: { n: 1 } });
    const got1 = await tab1.next((f) => f.type === 'test.ping');
    const got2 = await tab2.next((f) => f.type === 'test.ping');
    expect(got1.data).toEqual({ n: 1 });
    expect(got1.id).toBeTruthy();
    expect(got2.id).toBe(got1.id);
    // Something sent to the stranger afterwards arrives, and the buyer's event never did.
    pushToUser(ctx.db, other.user._id, { type: 'test.other' });
    await stranger.next((f) => f.type === 'test.other');
    expect(stranger.frames.map((f) => f.type)).toEqual(['ready', 'test.other']);
  });

  it('when a push is made in a transaction, then it is sent after commit and never after a rollback', async () => {
    const ctx = await app();
    const base = await listen(ctx.app);
    const buyer = await createUser(ctx);
    const tab = await stream(base, ctx.app, buyer);
    await expect(
      inTransaction(ctx.db, async (trx) => {
        pushToUser(trx, buyer.user._id, { type: 'test.rolled-back' });
        throw new Error('cause failed');
      }),
    ).rejects.toThrow('cause failed');
    await inTransaction(ctx.db, async (trx) => {
      pushToUser(trx, buyer.user._id, { type: 'test.committed' });
    });
    await tab.next((f) => f.type === 'test.committed');
    expect(tab.frames.map((f) => f.type)).toEqual(['ready', 'test.committed']);
  });

  it('when a transaction not opened by inTransaction pushes, then it is refused loudly', async () => {
    const ctx = await app();
    const buyer = await createUser(ctx);
    await expect(
      ctx.db.transaction().execute(async (trx) => pushToUser(trx, buyer.user._id, { type: 'x' })),
    ).rejects.toThrow(/inTransaction/);
  });

  it('when the tab reconnects with the last event id, then the ready event says so', async () => {
    const ctx = await app();
    const base = await listen(ctx.app);
    const buyer = await createUser(ctx);
    const client = await openSse(`${base}/api/events?ticket=${await ticketFor(ctx.app, buyer)}`, {
      'last-event-id': 'abc',
    });
    closers.push(client);
    expect((await client.next((f) => f.type === 'ready')).data).toEqual({ reconnected: true });
  });

  it('when the stream is opened without a valid ticket, then it is 401', async () => {
    const ctx = await app();
    const buyer = await createUser(ctx);
    const noTicket = await ctx.app.inject({ url: '/api/events' });
    expect(noTicket.statusCode).toBe(401);
    expect(noTicket.json().error.code).toBe('UNAUTHORIZED');
    expect((await ctx.app.inject({ url: '/api/events?ticket=garbage' })).statusCode).toBe(401);
    // The bearer token itself is not a ticket, in the URL or in the header.
    expect((await ctx.app.inject({ url: `/api/events?ticket=${buyer.token}` })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/events', headers: buyer.auth })).statusCode).toBe(401);
    // And a ticket is not an access token.
    const ticket = await ticketFor(ctx.app, buyer);
    const me = await ctx.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${ticket}` } });
    expect(me.statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/events/ticket' })).statusCode).toBe(401);
  });

  it('when the session is revoked, then its ticket is refused and its open stream is closed', async () => {
    const ctx = await app({ LIVE_HEARTBEAT: '100ms' });
    const base = await listen(ctx.app);
    const buyer = await createUser(ctx);
    const tab = await stream(base, ctx.app, buyer);
    const unusedTicket = await ticketFor(ctx.app, buyer);
    const logout = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: buyer.auth });
    expect(logout.statusCode).toBeLessThan(300);
    expect((await ctx.app.inject({ url: `/api/events?ticket=${unusedTicket}` })).statusCode).toBe(401);
    await tab.ended;
    expect(ctx.app.live.count()).toBe(0);
  });

  it('when the app closes, then its streams end so tabs reconnect elsewhere', async () => {
    const ctx = await app();
    const base = await listen(ctx.app);
    const buyer = await createUser(ctx);
    const tab = await stream(base, ctx.app, buyer);
    await ctx.app.close();
    await tab.ended;
  });

  it.skipIf(testDialect !== 'postgres')(
    'when two instances share one PostgreSQL database, then a push on one reaches a tab on the other',
    async () => {
      const ctx = await app();
      const other = await startAnotherInstance(ctx);
      closers.push(other);
      const baseB = await listen(other.app);
      const buyer = await createUser(ctx); // token issued by instance A
      await ctx.app.live.transport.ready();
      await other.app.live.transport.ready();
      const tab = await stream(baseB, other.app, buyer); // ticket and stream on instance B

      await inTransaction(ctx.db, async (trx) => {
        pushToUser(trx, buyer.user._id, { type: 'test.cross', data: { from: 'A' } });
      });
      expect((await tab.next((f) => f.type === 'test.cross')).data).toEqual({ from: 'A' });
      expect(other.app.live.count()).toBe(1);
      expect(ctx.app.live.count()).toBe(0);
    },
  );

  it.skipIf(testDialect !== 'postgres')(
    "when PostgreSQL ends the instance's listener connection, then it reconnects and pushes arrive again",
    async () => {
      const ctx = await app();
      const base = await listen(ctx.app);
      const buyer = await createUser(ctx);
      await ctx.app.live.transport.ready();
      const tab = await stream(base, ctx.app, buyer);
      const listeners = async () =>
        (
          await sql<{ pid: number }>`select pid from pg_stat_activity
            where datname = current_database() and query = 'LISTEN boibazar_live'`.execute(ctx.db)
        ).rows.map((r) => r.pid);
      const [before] = await listeners();
      expect(before).toBeTruthy();
      await sql`select pg_terminate_backend(${before})`.execute(ctx.db);
      await vi.waitFor(
        async () => {
          const now = await listeners();
          expect(now.length).toBe(1);
          expect(now[0]).not.toBe(before);
        },
        { timeout: 10_000, interval: 100 },
      );
      pushToUser(ctx.db, buyer.user._id, { type: 'test.after-reconnect' });
      await tab.next((f) => f.type === 'test.after-reconnect');
    },
  );
});
