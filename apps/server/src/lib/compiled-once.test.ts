// Decision 490: a hot query compiled once per shape, later calls binding their own values.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createTestApp, type TestContext } from '../../test/test-app.ts';
import { KEPT_PLAN } from '../db/database.ts';
import { compiledOnce, rowsOf, rowValues, runCompiled } from './compiled-once.ts';

describe('compiledOnce', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('when a shape is asked again with other values, then the same SQL text runs with those values', async () => {
    let builds = 0;
    const query = compiledOnce((db, shape: { named: boolean }, v: { id: string; limit: number }) => {
      builds += 1;
      const q = db.selectFrom('categories').select(['id', 'name']).where('id', '=', v.id).limit(v.limit);
      return shape.named ? q.where('name', 'is not', null) : q;
    });
    const [a, b] = [await createCategory(ctx), await createCategory(ctx)];
    const first = query(ctx.db, { named: true }, { id: a._id, limit: 5 });
    const second = query(ctx.db, { named: true }, { id: b._id, limit: 1 });
    expect(second.sql).toBe(first.sql);
    expect(second.parameters).toEqual([b._id, 1]);
    expect((await ctx.db.executeQuery(second)).rows).toEqual([{ id: b._id, name: b.categoryName }]);
    expect((await ctx.db.executeQuery(first)).rows).toEqual([{ id: a._id, name: a.categoryName }]);
    const other = query(ctx.db, { named: false }, { id: a._id, limit: 5 });
    expect(other.sql).not.toBe(first.sql);
    expect(builds).toBe(2);
  });

  it('when a value is not bound as a parameter, then the shape is built afresh every time, never reused wrongly', async () => {
    const query = compiledOnce((db, _shape: null, v: { id: string }) =>
      db.selectFrom('categories').select('id').where('id', '=', sql.lit(v.id)),
    );
    const [a, b] = [await createCategory(ctx), await createCategory(ctx)];
    expect((await ctx.db.executeQuery(query(ctx.db, null, { id: a._id }))).rows).toEqual([{ id: a._id }]);
    expect((await ctx.db.executeQuery(query(ctx.db, null, { id: b._id }))).rows).toEqual([{ id: b._id }]);
  });

  it('when a query asks for rows as arrays, then both databases answer arrays, run after run, and runCompiled reads them by column name (decisions 505, 516)', async () => {
    const query = compiledOnce(
      (db, _shape: null, v: { id: string }) =>
        db
          .selectFrom('categories')
          .select(['id', 'name as title'])
          .select(sql<number>`1 + 1`.as('two'))
          .where('id', '=', v.id),
      { rowsAsArrays: true },
    );
    const [a, b] = [await createCategory(ctx), await createCategory(ctx)];
    const compiled = query(ctx.db, null, { id: a._id });
    // The values in the select's order, also once PostgreSQL runs the text as a named statement (its second
    // run on a connection, decision 499): three runs in one transaction hold one connection.
    const raws = await ctx.db
      .transaction()
      .execute(async (trx) => [
        (await trx.executeQuery(compiled)).rows[0],
        (await trx.executeQuery(compiled)).rows[0],
        (await trx.executeQuery(compiled)).rows[0],
      ]);
    for (const raw of raws) expect(raw).toEqual([a._id, a.categoryName, 2]);
    for (const [category, asked] of [
      [a, compiled],
      [b, query(ctx.db, null, { id: b._id })],
    ] as const) {
      const [row] = await runCompiled<{ id: string; title: string; two: number }>(ctx.db, asked);
      expect([row!.id, row!.title, Number(row!.two)]).toEqual([category._id, category.categoryName, 2]);
    }
    expect(await runCompiled(ctx.db, query(ctx.db, null, { id: 'none' }))).toEqual([]);
  });
  it('when a query asks for rows as arrays behind a KEPT_PLAN prefix, then both databases still answer arrays and PostgreSQL still sees the mark first (decisions 505, 507, 516)', async () => {
    const query = compiledOnce(
      (db, _shape: null, v: { id: string }) =>
        db.selectFrom('categories').select(['id', 'name as title']).where('id', '=', v.id),
      { rowsAsArrays: true, prefix: () => KEPT_PLAN },
    );
    const category = await createCategory(ctx);
    const compiled = query(ctx.db, null, { id: category._id });
    expect(compiled.sql.startsWith(KEPT_PLAN)).toBe(true);
    for (let run = 0; run < 3; run += 1) {
      expect((await ctx.db.executeQuery(compiled)).rows[0]).toEqual([category._id, category.categoryName]);
    }
    const [row] = await runCompiled<{ id: string; title: string }>(ctx.db, compiled);
    expect([row!.id, row!.title]).toEqual([category._id, category.categoryName]);
  });

  it('when a statement runs in transactions, then it is built once for the database, not once per transaction, and binds nulls (decision 514)', async () => {
    let builds = 0;
    const insert = compiledOnce((db, count: number, values: Record<string, string | number | null>) => {
      builds += 1;
      return db
        .insertInto('categories')
        .values(
          rowsOf<{ id: string; name: string; name_bn: string | null; created_at: string }>(values, count),
        );
    });
    const at = new Date().toISOString();
    const ids = [`c-${Date.now()}-1`, `c-${Date.now()}-2`, `c-${Date.now()}-3`];
    const rows = [
      { id: ids[0]!, name: `${ids[0]} name`, name_bn: null, created_at: at },
      { id: ids[1]!, name: `${ids[1]} name`, name_bn: 'বই', created_at: at },
    ];
    await ctx.db.transaction().execute((trx) => trx.executeQuery(insert(trx, 2, rowValues(rows))));
    await ctx.db
      .transaction()
      .execute((trx) =>
        trx.executeQuery(
          insert(trx, 1, rowValues([{ id: ids[2]!, name: `${ids[2]} name`, name_bn: null, created_at: at }])),
        ),
      );
    const again = insert(ctx.db, 2, rowValues(rows));
    expect(again.parameters).toEqual([
      ids[0],
      `${ids[0]} name`,
      null,
      at,
      ids[1],
      `${ids[1]} name`,
      'বই',
      at,
    ]);
    expect(builds).toBe(2);
    const stored = await ctx.db
      .selectFrom('categories')
      .select(['id', 'name', 'name_bn', 'created_at'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    expect(stored).toEqual([...rows, { id: ids[2], name: `${ids[2]} name`, name_bn: null, created_at: at }]);
  });
});
