// Migration 330 on both dialects: notifications stored as English text before it read the same afterwards.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createPostgresDatabase, testDialect } from '../../../test/test-app.ts';
import { migrateToLatest, openDatabase } from '../../db/database.ts';
import { migrations } from '../../db/migrations/index.ts';
import { insertUser } from '../identity/index.ts';
import { toNotification } from './notification-repository.ts';

describe('migration 330: notifications as data', () => {
  it('when notifications were stored as English text, then after 330 they read as they were written, in either language', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'boibazar-330-'));
    const pgDb = testDialect === 'postgres' ? await createPostgresDatabase() : undefined;
    const handle = openDatabase(
      pgDb
        ? { dialect: 'postgres', url: pgDb.url }
        : { dialect: 'sqlite', file: path.join(dir, 'db.sqlite') },
    );
    try {
      const { ['330-notifications-as-data']: _, ...before } = migrations;
      const { error } = await new Migrator({
        db: handle.db,
        provider: { getMigrations: async () => before },
      }).migrateToLatest();
      expect(error).toBeUndefined();
      const user = await insertUser(handle.db, {
        name: 'Nadia',
        email: `nadia.${randomBytes(3).toString('hex')}@example.test`,
        image: '',
        role: 'Seller',
        passwordHash: null,
      });
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      await (handle.db as unknown as Kysely<any>)
        .insertInto('notifications')
        .values({
          id: 'n1',
          user_id: user._id,
          type: 'booking',
          title: 'New booking: Debi',
          body: 'Nadia booked Debi. You will hear when they pay.',
          link: '/dashboard/orders/o1',
          group_key: null,
          created_at: new Date().toISOString(),
          read_at: null,
          emailed_at: null,
        })
        .execute();

      await migrateToLatest(handle.db);

      const row = await handle.db
        .selectFrom('notifications')
        .selectAll()
        .where('id', '=', 'n1')
        .executeTakeFirstOrThrow();
      expect(row.template).toBe('legacy');
      for (const language of ['en', 'bn'] as const)
        expect(toNotification(row, language)).toMatchObject({
          _id: 'n1',
          type: 'booking',
          title: 'New booking: Debi',
          body: 'Nadia booked Debi. You will hear when they pay.',
          link: '/dashboard/orders/o1',
          read: false,
        });
    } finally {
      await handle.close();
      await pgDb?.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
