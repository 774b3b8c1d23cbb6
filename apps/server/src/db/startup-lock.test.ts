// Several instances starting at the same moment on one fresh PostgreSQL database: migrations, demo data
// and the admin account are each done once, and every instance starts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, testDialect } from '../../test/test-app.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { demoBooks } from '../modules/demo/index.ts';
import { migrations } from './migrations/index.ts';
import { openDatabase } from './database.ts';

const INSTANCES = 5;

describe.runIf(testDialect === 'postgres')('instances starting together', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it(`when ${INSTANCES} instances start at once on a fresh database, then each migration, the demo data and the admin exist once and all start`, async () => {
    const database = await createPostgresDatabase();
    cleanups.push(() => database.drop());
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boibazar-startup-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const env = {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      DEMO_DATA: '1',
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAIL: 'root@example.test',
      ADMIN_PASSWORD: 'a long admin password',
    };

    const started = await Promise.allSettled(
      Array.from({ length: INSTANCES }, (_, i) =>
        buildApp({ config: loadConfig({ ...env, INSTANCE_NAME: `i${i}` }), logger: false }),
      ),
    );
    for (const result of started)
      if (result.status === 'fulfilled') cleanups.push(() => (result.value as FastifyInstance).close());
    expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok'))).toEqual(
      Array(INSTANCES).fill('ok'),
    );

    const check = openDatabase({ dialect: 'postgres', url: database.url });
    cleanups.push(() => check.close());
    const count = async (table: 'kysely_migration' | 'categories' | 'books' | 'users') =>
      Number(
        (
          await check.db
            .selectFrom(table as 'users')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('kysely_migration')).toBe(Object.keys(migrations).length);
    expect(await count('categories')).toBe(4);
    expect(await count('books')).toBe(demoBooks().length);
    const admins = await check.db
      .selectFrom('users')
      .select('email')
      .where('email', '=', 'root@example.test')
      .execute();
    expect(admins).toHaveLength(1);
  });
});
