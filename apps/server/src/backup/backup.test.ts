// Backups (decision 281): a backup of a running instance under writes, restored into a fresh data folder
// (SQLite) or an empty database (PostgreSQL), holds every write acknowledged before it began and every
// photo; restores refuse live data; old backups are pruned; BACKUP_SCHEDULE runs through the jobs runner.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { multipart } from '../../test/multipart.ts';
import {
  createCategory,
  createPostgresDatabase,
  createTestApp,
  createUser,
  listThroughApi,
  testDialect,
  type TestContext,
  type TestUser,
} from '../../test/test-app.ts';
import { BACKUP_JOB } from '../plugins/backup.ts';
import { startS3Server, type S3Server } from '../../test/s3-server.ts';
import { BackupError, keepNewest, restoreBackup, writeBackup } from './index.ts';

const colour = (r: number, g: number, b: number) =>
  sharp({ create: { width: 40, height: 60, channels: 3, background: { r, g, b } } })
    .jpeg()
    .toBuffer();

/** A second environment like the test app's but on a fresh data folder and (PostgreSQL) an empty database. */
async function freshTarget(env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boibazar-restored-'));
  const pgDb = testDialect === 'postgres' ? await createPostgresDatabase() : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DEMO_DATA: '0',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'r'.repeat(64),
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    ...env,
  });
  return {
    config,
    async drop() {
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('backup and restore', () => {
  let ctx: TestContext;
  let seller: TestUser;
  let categoryId: string;
  const targets: Array<{ drop(): Promise<void> }> = [];

  beforeAll(async () => {
    ctx = await createTestApp({ BACKUP_KEEP: '2' });
    seller = await createUser(ctx, { role: 'Seller', verified: true });
    categoryId = (await createCategory(ctx))._id;
  });
  afterAll(async () => {
    await ctx.close();
    for (const target of targets) await target.drop();
  });

  const upload = async (bytes: Buffer): Promise<string> => {
    const body = multipart('cover.jpg', 'image/jpeg', bytes);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...seller.auth, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
    return (res.json() as { url: string }).url;
  };
  const list = (title: string, image: string): Promise<string> =>
    listThroughApi(ctx, seller, categoryId, { productName: title, image });

  it('when a backup is taken while books are being listed, then a restore into a fresh place has every book acknowledged before it began and every photo', async () => {
    const photos = new Map<string, Buffer>();
    for (const [r, g, b] of [
      [200, 30, 30],
      [30, 200, 30],
      [30, 30, 200],
    ] as const) {
      const url = await upload(await colour(r, g, b));
      photos.set(url, (await ctx.app.inject({ url })).rawPayload);
    }
    const urls = [...photos.keys()];
    const acknowledged: Array<{ id: string; at: number }> = [];
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i += 1)
        acknowledged.push({
          id: await list(`Backed up ${i}`, urls[i % urls.length]!),
          at: performance.now(),
        });
    })();
    while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 5));
    const began = performance.now();
    const backup = await writeBackup(ctx.config);
    const before = acknowledged.filter((write) => write.at < began).map((write) => write.id);
    // Still writing while the backup ran: it was taken under load, not after it.
    expect(acknowledged.length).toBeGreaterThan(before.length);
    writing = false;
    await writer;

    expect(path.basename(backup.file)).toMatch(/^boibazar-backup-.*\.tar\.gz$/);
    // Each upload is a photo and its thumbnail.
    expect(backup.manifest).toMatchObject({ format: 1, dialect: testDialect, photos: 6 });
    expect(fs.existsSync(backup.file)).toBe(true);

    const target = await freshTarget();
    targets.push(target);
    const restored = await restoreBackup(target.config, backup.file);
    expect(restored.photos).toBe(6);
    const handle = openDatabase(target.config.database);
    const app = await buildApp({ config: target.config, database: handle, logger: false });
    await app.ready();
    try {
      const ids = new Set(
        (await handle.db.selectFrom('books').select('id').execute()).map((row) => row.id as string),
      );
      const missing = before.filter((id) => !ids.has(id));
      expect(missing).toEqual([]);
      for (const [url, bytes] of photos) {
        const served = await app.inject({ url });
        expect(served.statusCode, url).toBe(200);
        expect(served.rawPayload.equals(bytes), url).toBe(true);
      }
      // The restored app works: the seller signs in with the password they had.
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: seller.user.email, password: seller.password },
      });
      expect(signIn.statusCode).toBe(200);
    } finally {
      await app.close();
      await handle.close();
    }

    // A second restore into the same, now live, place is refused and changes nothing.
    const again = restoreBackup(target.config, backup.file);
    await expect(again).rejects.toBeInstanceOf(BackupError);
    await expect(again).rejects.toThrow(/not empty|already exists/);
  });

  it('when the backup is of the other database, or not a backup, then the restore refuses before touching anything', async () => {
    const target = await freshTarget();
    targets.push(target);
    const other: Config = {
      ...target.config,
      database:
        target.config.database.dialect === 'sqlite'
          ? { dialect: 'postgres', url: 'postgres://nobody@127.0.0.1:1/none' }
          : { dialect: 'sqlite', file: path.join(target.config.dataDir, 'boibazar.sqlite') },
    };
    const backup = await writeBackup(ctx.config);
    await expect(restoreBackup(other, backup.file)).rejects.toThrow(/backup is of a .* database/);
    const junk = path.join(target.config.dataDir, 'junk.tar.gz');
    fs.writeFileSync(junk, 'not a tar file');
    await expect(restoreBackup(target.config, junk)).rejects.toThrow();
    await expect(
      restoreBackup(target.config, path.join(target.config.dataDir, 'none.tar.gz')),
    ).rejects.toThrow(/No backup at/);
    expect(fs.existsSync(path.join(target.config.dataDir, 'uploads'))).toBe(false);
  });

  it('when more backups than BACKUP_KEEP exist, then the oldest go and the newest stay', async () => {
    const dir = ctx.config.backupDir;
    ctx.clock.advance('1m');
    await writeBackup(ctx.config);
    ctx.clock.advance('1m');
    const last = await writeBackup(ctx.config);
    const left = fs.readdirSync(dir).filter((name) => name.endsWith('.tar.gz'));
    expect(left).toHaveLength(2);
    expect(left).toContain(path.basename(last.file));
    expect(await keepNewest(dir, 1)).toHaveLength(1);
    expect(fs.readdirSync(dir).filter((name) => name.endsWith('.tar.gz'))).toEqual([
      path.basename(last.file),
    ]);
  });
});

describe('scheduled backups', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ BACKUP_SCHEDULE: '1h', BACKUP_KEEP: '3' });
  });
  afterAll(() => ctx.close());

  it('when BACKUP_SCHEDULE is set, then one backup job waits for the next hour, and running it writes a backup and arms the one after', async () => {
    const jobs = () =>
      ctx.db
        .selectFrom('jobs')
        .select(['dedupe_key', 'run_at', 'status'])
        .where('kind', '=', BACKUP_JOB)
        .execute();
    const armed = await jobs();
    expect(armed).toHaveLength(1);
    const hour = 3_600_000;
    expect(Date.parse(armed[0]!.run_at) % hour).toBe(0);
    expect(Date.parse(armed[0]!.run_at)).toBeGreaterThan(Date.now());
    // The same schedule from a second instance (or a restart) makes no second job.
    expect(await ctx.app.jobs.runDue()).toBe(0);

    ctx.clock.set(new Date(Date.parse(armed[0]!.run_at) + 1000));
    expect(await ctx.app.jobs.runDue()).toBeGreaterThanOrEqual(1);
    const written = fs.readdirSync(ctx.config.backupDir).filter((name) => name.endsWith('.tar.gz'));
    expect(written).toHaveLength(1);
    const after = await jobs();
    expect(after.map((job) => job.status).sort()).toEqual(['done', 'pending']);
    const next = after.find((job) => job.status === 'pending')!;
    expect(Date.parse(next.run_at) - Date.parse(armed[0]!.run_at)).toBe(hour);
  });
});

describe('backups copied to an S3 bucket (BACKUP_S3_BUCKET)', () => {
  let s3: S3Server;
  let bucketEnv: Record<string, string>;
  let ctx: TestContext;
  let seller: TestUser;
  const targets: Array<{ drop(): Promise<void> }> = [];

  beforeAll(async () => {
    s3 = await startS3Server('boibazar-backups');
    // Photos stay on local disk (no S3_BUCKET); only the backups go to the bucket.
    const { S3_BUCKET: _photos, ...connection } = s3.env;
    bucketEnv = { ...connection, BACKUP_S3_BUCKET: 'boibazar-backups', BACKUP_S3_PREFIX: 'nightly/' };
    ctx = await createTestApp({ BACKUP_KEEP: '2', ...bucketEnv });
    seller = await createUser(ctx, { role: 'Seller', verified: true });
  });
  afterAll(async () => {
    await ctx.close();
    for (const target of targets) await target.drop();
    await s3.close();
  });

  /** The backups' names in the bucket, read through the S3 API. */
  const inBucket = async () => {
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: s3.env.S3_ENDPOINT,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    try {
      const listed = await client.send(
        new ListObjectsV2Command({ Bucket: 'boibazar-backups', Prefix: 'nightly/' }),
      );
      return (listed.Contents ?? []).map((object) => object.Key!.slice('nightly/'.length)).sort();
    } finally {
      client.destroy();
    }
  };

  it('when a backup is written, then it is copied to the bucket, the bucket keeps BACKUP_KEEP, and a restore from s3:// has the books and photos', async () => {
    const categoryId = (await createCategory(ctx))._id;
    const body = multipart('cover.jpg', 'image/jpeg', await colour(10, 120, 220));
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...seller.auth, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const photo = (uploaded.json() as { url: string }).url;
    const photoBytes = (await ctx.app.inject({ url: photo })).rawPayload;
    const bookId = await listThroughApi(ctx, seller, categoryId, {
      productName: 'Kept in the bucket',
      image: photo,
    });

    const first = await writeBackup(ctx.config);
    expect(first.copiedTo).toBe(`s3://boibazar-backups/nightly/${path.basename(first.file)}`);
    expect(await inBucket()).toEqual([path.basename(first.file)]);
    // The machine's copy is gone (its disk died): the bucket's copy is enough.
    fs.rmSync(first.file);

    const target = await freshTarget(bucketEnv);
    targets.push(target);
    const restored = await restoreBackup(target.config, first.copiedTo!);
    expect(restored.photos).toBe(2);
    const handle = openDatabase(target.config.database);
    const app = await buildApp({ config: target.config, database: handle, logger: false });
    await app.ready();
    try {
      const book = await handle.db
        .selectFrom('books')
        .select('id')
        .where('id', '=', bookId)
        .executeTakeFirst();
      expect(book?.id).toBe(bookId);
      const served = await app.inject({ url: photo });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(photoBytes)).toBe(true);
    } finally {
      await app.close();
      await handle.close();
    }

    // Two more: the bucket, like the folder, keeps the newest two.
    ctx.clock.advance('1m');
    const second = await writeBackup(ctx.config);
    ctx.clock.advance('1m');
    const third = await writeBackup(ctx.config);
    expect(third.removed).toContain(first.copiedTo);
    expect(await inBucket()).toEqual([path.basename(second.file), path.basename(third.file)]);
  });

  it('when the bucket has no such backup, or no bucket is configured, then the restore refuses with a clear message', async () => {
    const target = await freshTarget(bucketEnv);
    targets.push(target);
    await expect(
      restoreBackup(target.config, 's3://boibazar-backups/nightly/boibazar-backup-none.tar.gz'),
    ).rejects.toThrow(/no such backup/);
    const without = await freshTarget();
    targets.push(without);
    await expect(
      restoreBackup(without.config, 's3://boibazar-backups/nightly/boibazar-backup-none.tar.gz'),
    ).rejects.toThrow(/set BACKUP_S3_BUCKET/);
    expect(fs.existsSync(path.join(target.config.dataDir, 'boibazar.sqlite'))).toBe(false);
  });
});
