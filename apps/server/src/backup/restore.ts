// Restores a backup (decision 281) into an empty data folder or an empty PostgreSQL database, the ones the
// environment names (DATA_DIR, DATABASE_URL), never over live data. The app, started on it afterwards,
// migrates it forward to the code's schema.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { extract } from 'tar';
import type { Config } from '../config.ts';
import { downloadFromBucket, parseBucketAddress } from './bucket.ts';
import { BackupError, DATABASE_FILES, PHOTOS_FOLDER, runTool, type Manifest } from './backup.ts';

export interface RestoreResult {
  manifest: Manifest;
  photos: number;
}

async function readManifest(dir: string): Promise<Manifest> {
  const file = path.join(dir, 'manifest.json');
  if (!fs.existsSync(file)) throw new BackupError('Not a BoiBazar backup: it has no manifest.json');
  const manifest = JSON.parse(await fs.promises.readFile(file, 'utf8')) as Manifest;
  if (manifest.format !== 1) throw new BackupError(`Unknown backup format ${String(manifest.format)}`);
  return manifest;
}

async function isEmptyFolder(dir: string): Promise<boolean> {
  return !fs.existsSync(dir) || (await fs.promises.readdir(dir)).length === 0;
}

async function postgresIsEmpty(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
    );
    return rows[0]!.n === 0;
  } finally {
    await client.end();
  }
}

/** Restores `source`: a backup file, or `s3://bucket/key` reached with BACKUP_S3_BUCKET's S3_* settings. */
export async function restoreBackup(config: Config, source: string): Promise<RestoreResult> {
  const inBucket = parseBucketAddress(source);
  if (inBucket && !config.backupBucket)
    throw new BackupError(
      'To restore from a bucket, set BACKUP_S3_BUCKET and the S3_* settings that reach it',
    );
  if (!inBucket && !fs.existsSync(source)) throw new BackupError(`No backup at ${source}`);
  const { database, imageStore } = config;
  const work = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'boibazar-restore-'));
  try {
    let file = source;
    if (inBucket) {
      file = path.join(work, '.download.tar.gz');
      await downloadFromBucket(config.backupBucket!, inBucket.bucket, inBucket.key, file).catch(
        (error: Error) => {
          throw new BackupError(
            `Could not read ${source}: ${error.name === 'NoSuchKey' ? 'no such backup' : error.message}`,
          );
        },
      );
    }
    await extract({ file, cwd: work, strict: true });
    const manifest = await readManifest(work);
    if (manifest.dialect !== database.dialect)
      throw new BackupError(
        `This backup is of a ${manifest.dialect} database; the environment names a ${database.dialect} one`,
      );
    const dbFile = path.join(work, DATABASE_FILES[manifest.dialect]);
    if (!fs.existsSync(dbFile)) throw new BackupError('The backup has no database file');

    // Refuse before changing anything: both targets must be empty.
    const photosIn = path.join(work, PHOTOS_FOLDER);
    const restorePhotos = imageStore.kind === 'local' && fs.existsSync(photosIn);
    if (restorePhotos && !(await isEmptyFolder(imageStore.dir)))
      throw new BackupError(
        `The photo folder ${imageStore.dir} is not empty: restore into an empty data folder`,
      );
    if (database.dialect === 'sqlite') {
      if (database.file === ':memory:') throw new BackupError('Cannot restore into an in-memory database');
      if (fs.existsSync(database.file))
        throw new BackupError(
          `A database already exists at ${database.file}: restore into an empty data folder`,
        );
    } else if (!(await postgresIsEmpty(database.url))) {
      throw new BackupError(
        'The PostgreSQL database DATABASE_URL names is not empty: restore into an empty one',
      );
    }

    if (database.dialect === 'sqlite') {
      await fs.promises.mkdir(path.dirname(database.file), { recursive: true });
      await fs.promises.copyFile(dbFile, database.file, fs.constants.COPYFILE_EXCL);
    } else {
      await runTool('pg_restore', [
        '--no-owner',
        '--no-acl',
        '--exit-on-error',
        `--dbname=${database.url}`,
        dbFile,
      ]);
    }
    let photos = 0;
    if (restorePhotos && imageStore.kind === 'local') {
      await fs.promises.mkdir(imageStore.dir, { recursive: true });
      await fs.promises.cp(photosIn, imageStore.dir, { recursive: true });
      for (const entry of await fs.promises.readdir(imageStore.dir, { withFileTypes: true, recursive: true }))
        if (entry.isFile()) photos += 1;
    }
    return { manifest, photos };
  } finally {
    await fs.promises.rm(work, { recursive: true, force: true });
  }
}
