// A backup of BoiBazar while it runs (decision 281): one .tar.gz holding a manifest, the database (SQLite's
// online backup API, or pg_dump's custom format) and the photos when they are on local disk. Written under
// a temporary name and renamed, so a half-written backup never looks like one; the oldest beyond
// BACKUP_KEEP are removed after each new one.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { create } from 'tar';
import type { Config } from '../config.ts';
import { clock } from '../lib/clock.ts';
import { migrations } from '../db/migrations/index.ts';
import { copyToBucket } from './bucket.ts';

export const BACKUP_PREFIX = 'boibazar-backup-';
export const DATABASE_FILES = { sqlite: 'database.sqlite', postgres: 'database.pgdump' } as const;
export const PHOTOS_FOLDER = 'uploads';

export interface Manifest {
  format: 1;
  createdAt: string;
  dialect: Config['database']['dialect'];
  /** The newest migration the code that wrote it knows; a restore migrates forward from it. */
  schema: string;
  /** Photo files copied; null when the photos live in an S3 bucket (backed up by the bucket's own means). */
  photos: number | null;
}

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: Manifest;
  removed: string[];
  /** `s3://bucket/key` of the copy in BACKUP_S3_BUCKET, when it is set. */
  copiedTo?: string;
}

export class BackupError extends Error {}

/** Runs a PostgreSQL client tool; its absence or failure is a BackupError naming what to do. */
export function runTool(tool: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${tool} is not on the PATH: install PostgreSQL's client tools (Debian: postgresql-client) of the server's major version or newer`
            : `${tool} could not start: ${error.message}`,
        ),
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${tool} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

async function countFiles(dir: string): Promise<number> {
  let n = 0;
  for (const entry of await fs.promises.readdir(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) n += 1;
  return n;
}

/** The database first, then the photos: every photo a backed-up row names was stored before the row. */
export async function writeBackup(config: Config): Promise<BackupResult> {
  const now = clock.now();
  const { database, imageStore, backupDir } = config;
  if (database.dialect === 'sqlite' && database.file === ':memory:')
    throw new BackupError('An in-memory database cannot be backed up');
  await fs.promises.mkdir(backupDir, { recursive: true });
  const work = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'boibazar-backup-'));
  try {
    const dbFile = path.join(work, DATABASE_FILES[database.dialect]);
    if (database.dialect === 'sqlite') {
      if (!fs.existsSync(database.file)) throw new BackupError(`No database at ${database.file}`);
      // The online backup API: a consistent copy while the app keeps writing (WAL readers never block).
      const source = new SQLite(database.file, { fileMustExist: true });
      try {
        await source.backup(dbFile);
      } finally {
        source.close();
      }
    } else {
      // One snapshot of the whole database (pg_dump runs in a single repeatable-read transaction).
      await runTool('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-acl',
        `--file=${dbFile}`,
        database.url,
      ]);
    }
    const entries = ['manifest.json', DATABASE_FILES[database.dialect]];
    let photos: number | null = null;
    if (imageStore.kind === 'local') {
      const target = path.join(work, PHOTOS_FOLDER);
      if (fs.existsSync(imageStore.dir)) await fs.promises.cp(imageStore.dir, target, { recursive: true });
      else await fs.promises.mkdir(target);
      photos = await countFiles(target);
      entries.push(PHOTOS_FOLDER);
    }
    const manifest: Manifest = {
      format: 1,
      createdAt: now.toISOString(),
      dialect: database.dialect,
      schema: Object.keys(migrations).sort().at(-1)!,
      photos,
    };
    await fs.promises.writeFile(path.join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

    const name = `${BACKUP_PREFIX}${now.toISOString().replace(/[:.]/g, '-')}-${database.dialect}.tar.gz`;
    const file = path.join(backupDir, name);
    const partial = path.join(backupDir, `.${name}.partial`);
    await create({ gzip: true, file: partial, cwd: work, portable: true }, entries);
    await fs.promises.rename(partial, file);
    const removed = await keepNewest(backupDir, config.BACKUP_KEEP);
    const bytes = (await fs.promises.stat(file)).size;
    if (!config.backupBucket) return { file, bytes, manifest, removed };
    const copy = await copyToBucket(config.backupBucket, file, config.BACKUP_KEEP, isBackupName);
    return { file, bytes, manifest, removed: [...removed, ...copy.removed], copiedTo: copy.address };
  } finally {
    await fs.promises.rm(work, { recursive: true, force: true });
  }
}

const isBackupName = (name: string) => name.startsWith(BACKUP_PREFIX) && name.endsWith('.tar.gz');

/** Removes all but the newest `keep` backups in `dir` (their names sort by time); returns what went. */
export async function keepNewest(dir: string, keep: number): Promise<string[]> {
  const backups = (await fs.promises.readdir(dir)).filter(isBackupName).sort();
  const old = backups.slice(0, Math.max(0, backups.length - keep));
  for (const name of old) await fs.promises.rm(path.join(dir, name), { force: true });
  return old.map((name) => path.join(dir, name));
}
