import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, startAnotherInstance, type TestContext } from '../../test/test-app.ts';
import { afterCommit, inGroupedTransaction, inTransaction, publish } from './index.ts';

const contexts: Array<{ close(): Promise<void> }> = [];
async function app(): Promise<TestContext> {
  const ctx = await createTestApp({ JOBS_POLL_INTERVAL: '0' });
  contexts.push(ctx);
  return ctx;
}
afterEach(async () => {
  while (contexts.length) await contexts.pop()!.close();
});

const metaKeys = async (ctx: TestContext) =>
  (await ctx.db.selectFrom('meta').select('key').where('key', 'like', 'ev-%').orderBy('key').execute()).map(
    (r) => r.key,
  );

describe('domain events', () => {
  it('when an event is published, then its subscribers write in the same transaction, in order, and after-commit hooks run after COMMIT', async () => {
    const ctx = await app();
    const order: string[] = [];
    ctx.app.events.subscribe('test.paid', async (event, { db, afterCommit: later }) => {
      order.push('first');
      await db
        .insertInto('meta')
        .values({ key: `ev-a-${String(event.orderId)}`, value: 'a' })
        .execute();
      later(() => order.push('after commit'));
    });
    ctx.app.events.subscribe('test.paid', async (event, { db }) => {
      order.push('second');
      await db
        .insertInto('meta')
        .values({ key: `ev-b-${String(event.orderId)}`, value: 'b' })
        .execute();
    });
    ctx.app.events.subscribe('test.other', () => {
      order.push('other');
    });

    await inTransaction(ctx.db, async (trx) => {
      await trx.insertInto('meta').values({ key: 'ev-cause', value: 'x' }).execute();
      await publish(trx, { type: 'test.paid', orderId: 'o1' });
      expect(order).toEqual(['first', 'second']); // not yet committed
    });
    expect(order).toEqual(['first', 'second', 'after commit']);
    expect(await metaKeys(ctx)).toEqual(['ev-a-o1', 'ev-b-o1', 'ev-cause']);
  });

  it('when the cause rolls back, then nothing the subscribers wrote stays and no after-commit hook runs', async () => {
    const ctx = await app();
    const hooks: string[] = [];
    ctx.app.events.subscribe('test.paid', async (_event, { db, afterCommit: later }) => {
      await db.insertInto('meta').values({ key: 'ev-sub', value: 'a' }).execute();
      later(() => hooks.push('ran'));
    });
    await expect(
      inTransaction(ctx.db, async (trx) => {
        await trx.insertInto('meta').values({ key: 'ev-cause', value: 'x' }).execute();
        await publish(trx, { type: 'test.paid', orderId: 'o2' });
        throw new Error('the payment failed');
      }),
    ).rejects.toThrow('the payment failed');
    expect(await metaKeys(ctx)).toEqual([]);
    expect(hooks).toEqual([]);
  });

  it('when a subscriber fails, then the cause rolls back with it', async () => {
    const ctx = await app();
    ctx.app.events.subscribe('test.paid', () => {
      throw new Error('subscriber broke');
    });
    await expect(
      inTransaction(ctx.db, async (trx) => {
        await trx.insertInto('meta').values({ key: 'ev-cause', value: 'x' }).execute();
        await publish(trx, { type: 'test.paid', orderId: 'o3' });
      }),
    ).rejects.toThrow('subscriber broke');
    expect(await metaKeys(ctx)).toEqual([]);
  });

  it('when a failing after-commit hook runs, then the commit stands and the other hooks still run', async () => {
    const ctx = await app();
    const ran: string[] = [];
    await inTransaction(ctx.db, async (trx) => {
      await trx.insertInto('meta').values({ key: 'ev-cause', value: 'x' }).execute();
      afterCommit(trx, () => {
        throw new Error('push failed');
      });
      afterCommit(trx, () => ran.push('second'));
    });
    expect(ran).toEqual(['second']);
    expect(await metaKeys(ctx)).toEqual(['ev-cause']);
  });

  it('when publish is given the database itself, then the subscribers get a transaction of their own', async () => {
    const ctx = await app();
    ctx.app.events.subscribe('test.paid', async (_event, { db }) => {
      expect(db.isTransaction).toBe(true);
      await db.insertInto('meta').values({ key: 'ev-own', value: 'a' }).execute();
    });
    await publish(ctx.db, { type: 'test.paid', orderId: 'o4' });
    expect(await metaKeys(ctx)).toEqual(['ev-own']);
  });

  it('when a transaction was opened without inTransaction, then publishing in it is refused', async () => {
    const ctx = await app();
    await expect(
      ctx.db.transaction().execute((trx) => publish(trx, { type: 'test.paid', orderId: 'o5' })),
    ).rejects.toThrow(/inTransaction/);
  });

  it('when inTransaction is nested, then the inner call joins the outer transaction', async () => {
    const ctx = await app();
    await expect(
      inTransaction(ctx.db, async (outer) => {
        await inTransaction(outer, (inner) =>
          inner.insertInto('meta').values({ key: 'ev-inner', value: 'x' }).execute(),
        );
        throw new Error('outer fails');
      }),
    ).rejects.toThrow('outer fails');
    expect(await metaKeys(ctx)).toEqual([]);
  });

  it('when transactions are grouped, then on SQLite those asked for at once commit in one COMMIT, each with its own result and its own after-commit hooks', async () => {
    const ctx = await app();
    const instance = await startAnotherInstance(ctx, { JOBS_POLL_INTERVAL: '0' });
    contexts.push(instance);
    const commits: number[] = [];
    const stop = instance.handle.observeQueries((_ms, _failed, statement) => {
      if (statement().operation === 'commit') commits.push(1);
    });
    const hooks: string[] = [];
    const results = await Promise.all(
      ['g1', 'g2', 'g3'].map((key) =>
        inGroupedTransaction(instance.db, async (trx) => {
          await trx
            .insertInto('meta')
            .values({ key: `ev-${key}`, value: key })
            .execute();
          afterCommit(trx, () => hooks.push(key));
          return key.toUpperCase();
        }),
      ),
    );
    stop();
    expect(results).toEqual(['G1', 'G2', 'G3']);
    expect(hooks.sort()).toEqual(['g1', 'g2', 'g3']);
    expect(await metaKeys(ctx)).toEqual(['ev-g1', 'ev-g2', 'ev-g3']);
    expect(commits).toHaveLength(instance.handle.dialect === 'sqlite' ? 1 : 3);
  });

  it('when one of a group throws, then it alone fails, with its own error and none of its writes or hooks, and the others commit', async () => {
    const ctx = await app();
    const hooks: string[] = [];
    const outcomes = await Promise.allSettled(
      ['h1', 'h2', 'h3'].map((key) =>
        inGroupedTransaction(ctx.db, async (trx) => {
          await trx
            .insertInto('meta')
            .values({ key: `ev-${key}`, value: key })
            .execute();
          afterCommit(trx, () => hooks.push(key));
          if (key === 'h2') throw new Error('h2 broke');
          return key;
        }),
      ),
    );
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value : (o.reason as Error).message))).toEqual([
      'h1',
      'h2 broke',
      'h3',
    ]);
    expect(hooks.sort()).toEqual(['h1', 'h3']);
    expect(await metaKeys(ctx)).toEqual(['ev-h1', 'ev-h3']);
  });
});
