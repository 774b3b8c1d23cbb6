// Starts the real server process (as `npm start` and `npx tsx` do) to check what only a process can show:
// start-up refusals, request logs on stdout and a clean exit on SIGTERM.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { serverNodeOptions } from '../../../scripts/ensure-built.mjs';
import { createPostgresDatabase, testDialect } from '../test/test-app.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dataDirs: string[] = [];
const children: ChildProcess[] = [];

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * `npx tsx …` as the brief's operators would type it, node with the tsx loader, or the compiled
 * JavaScript with the node options `npm start` runs it with in production (decisions 180 and 520).
 */
function startServer(env: Record<string, string>, how: 'npx' | 'node' | 'compiled' = 'npx') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boibazar-server-'));
  dataDirs.push(dataDir);
  const [command, ...args] =
    how === 'npx'
      ? ['npx', 'tsx', 'apps/server/src/server.ts']
      : how === 'node'
        ? [process.execPath, '--import', 'tsx', 'apps/server/src/server.ts']
        : [process.execPath, ...serverNodeOptions, 'apps/server/dist/server.js'];
  const child = spawn(command, args, {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DEMO_DATA: '0',
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const run: Run = { code: null, stdout: '', stderr: '' };
  child.stdout.on('data', (chunk) => (run.stdout += chunk));
  child.stderr.on('data', (chunk) => (run.stderr += chunk));
  const exited = new Promise<Run>((resolve) =>
    child.on('exit', (code) => {
      run.code = code;
      resolve(run);
    }),
  );
  return { child, run, exited };
}

/** A compiled file and the chunks it imports statically, transitively (not those it imports with `import()`). */
function loadedWith(entry: string): string[] {
  const files = new Set<string>([entry]);
  for (const file of files)
    for (const [, chunk] of fs.readFileSync(file, 'utf8').matchAll(/(?:\bfrom|\bimport)\s*"(\.\/[^"]+)"/g))
      files.add(path.join(path.dirname(file), chunk));
  return [...files];
}

/** The npm packages compiled into one file, from its source map. */
function packagesIn(file: string): string[] {
  const { sources } = JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')) as { sources: string[] };
  return [
    ...new Set(sources.flatMap((source) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source)?.[1] ?? [])),
  ];
}

/** The npm packages a compiled entry loads before anything it imports with `import()`. */
const packagesLoadedAtStart = (entry: string) => [...new Set(loadedWith(entry).flatMap(packagesIn))];

/** Every chunk imported with `import()` by an entry or by anything it loads, at any depth. */
function chunksImportedOnDemand(entry: string): string[] {
  const chunks = new Set<string>();
  const read = new Set<string>(loadedWith(entry));
  for (const file of read)
    for (const [, chunk] of fs.readFileSync(file, 'utf8').matchAll(/\bimport\("(\.\/[^"]+)"\)/g)) {
      const found = path.join(path.dirname(file), chunk);
      chunks.add(found);
      for (const loaded of loadedWith(found)) read.add(loaded);
    }
  return [...chunks];
}

/** stderr without npm's own chatter about the user's npmrc. */
const ownLines = (stderr: string) =>
  stderr.split('\n').filter((line) => line.trim() && !line.startsWith('npm warn'));

async function expectRefusal(env: Record<string, string>, pattern: RegExp) {
  const { run } = await startServer(env).exited.then((r) => ({ run: r }));
  expect(run.code).toBe(1);
  const lines = ownLines(run.stderr);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
  expect(run.stderr).not.toMatch(/^\s+at /m);
}

afterAll(() => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe.runIf(testDialect === 'sqlite')('start-up with a wrong configuration', () => {
  it('when DATABASE_URL is not a postgres:// URL, then exit 1 with one line naming it', async () => {
    await expectRefusal({ DATABASE_URL: 'mysql://localhost/boibazar' }, /^boibazar: .*DATABASE_URL/);
  });

  it('when DATABASE_URL names a PostgreSQL nobody listens on, then exit 1 with one line', async () => {
    await expectRefusal(
      { DATABASE_URL: 'postgres://boibazar:secret-pw@127.0.0.1:1/boibazar' },
      /^boibazar: could not start on the PostgreSQL database in DATABASE_URL: .*ECONNREFUSED/,
    );
  });

  it('when PORT is not a port number, then exit 1 with one line naming PORT', async () => {
    await expectRefusal({ PORT: 'abc' }, /^boibazar: .*PORT must be a whole number between 1 and 65535$/);
    await expectRefusal({ PORT: '70000' }, /^boibazar: .*PORT must be a whole number between 1 and 65535$/);
  });

  it('when PORT is already in use, then exit 1 saying so', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      await expectRefusal(
        { PORT: String(port), LOG_LEVEL: 'silent' },
        new RegExp(`^boibazar: port ${port} is already in use`),
      );
    } finally {
      blocker.close();
    }
  });
});

describe('a running server process', () => {
  it.each(['node', 'compiled'] as const)(
    'when it (%s) serves requests and then gets SIGTERM, then it logs one JSON line per request and exits 0',
    async (how) => {
      if (how === 'compiled') {
        const build = spawnSync(process.execPath, ['apps/server/build.mjs'], { cwd: root, encoding: 'utf8' });
        expect(build.status, build.stderr).toBe(0);
        // What only some deployments use is loaded when first asked for, never at start (decision 537).
        const atStart = packagesLoadedAtStart(path.join(root, 'apps/server/dist/server.js'));
        expect(atStart).toEqual(expect.arrayContaining(['fastify', 'kysely', 'zod']));
        for (const onDemand of ['bwip-js', 'stripe', 'nodemailer', 'ioredis', '@aws-sdk/client-s3', 'tar'])
          expect(atStart).not.toContain(onDemand);
        // …and each chunk loaded on demand loads. One that has nothing but `default` is a CommonJS package
        // imported with import(), whose other names the compiled server cannot see (node can): only those
        // whose `default` is what the code takes (decision 537).
        const onDemand = chunksImportedOnDemand(path.join(root, 'apps/server/dist/server.js'));
        expect(onDemand.length).toBeGreaterThanOrEqual(6);
        for (const chunk of onDemand) {
          const names = Object.keys((await import(chunk)) as object);
          if (names.length === 1 && names[0] === 'default')
            expect(packagesIn(chunk), `${path.basename(chunk)} has only a default`).toEqual(
              expect.arrayContaining([expect.stringMatching(/^(nodemailer|ioredis)$/)]),
            );
          else expect(names.length).toBeGreaterThan(0);
        }
      }
      const pgDb = testDialect === 'postgres' ? await createPostgresDatabase() : undefined;
      try {
        // The compiled server with Redis: its client is a chunk loaded at start-up (decision 537).
        const redis: Record<string, string> =
          how === 'compiled' ? { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' } : {};
        const server = startServer(
          { PORT: '0', LOG_LEVEL: 'info', ...(pgDb ? { DATABASE_URL: pgDb.url } : {}), ...redis },
          how,
        );
        await expect
          .poll(() => /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.run.stdout), {
            timeout: 30_000,
            interval: 100,
          })
          .toBeTruthy();
        const base = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.run.stdout)![1];

        const health = await fetch(`${base}/api/health`);
        expect(health.status).toBe(200);
        expect(await health.json()).toEqual({ status: 'ok', db: testDialect });
        const ready = await fetch(`${base}/api/ready`);
        expect(await ready.json()).toMatchObject({
          checks: { redis: how === 'compiled' ? 'ok' : 'unused' },
        });
        const categories = await fetch(`${base}/api/categories`);
        expect(categories.status).toBe(200);
        expect(await categories.json()).toEqual([]);
        // Logged through the request serializer alone: a token in a header never reaches the log.
        const withToken = await fetch(`${base}/api/auth/me`, {
          headers: { authorization: 'Bearer not-a-real-token-7f3e9a', cookie: 'session=cookie-5b2d' },
        });
        expect(withToken.status).toBe(401);
        const missing = await fetch(`${base}/api/category/nope`);
        expect(missing.status).toBe(404);
        expect(await missing.json()).toMatchObject({ error: { code: 'CATEGORY_NOT_FOUND' } });

        server.child.kill('SIGTERM');
        const run = await server.exited;
        expect(run.code).toBe(0);

        const entries = run.stdout
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Record<string, unknown>);
        const completed = entries.find(
          (e) => e.msg === 'request completed' && (e.res as { statusCode?: number })?.statusCode === 200,
        );
        // One line per request carries what the request and its answer were (decision 181).
        expect(completed).toMatchObject({
          level: 30,
          reqId: expect.any(String),
          responseTime: expect.any(Number),
          req: { method: 'GET', url: '/api/health' },
        });
        expect(entries.filter((e) => e.reqId === completed!.reqId)).toHaveLength(1);
        expect(entries.some((e) => (e.req as { url?: string })?.url === '/api/auth/me')).toBe(true);
        expect(run.stdout).not.toContain('not-a-real-token-7f3e9a');
        expect(run.stdout).not.toContain('cookie-5b2d');
        expect(entries.some((e) => e.msg === 'shutting down' && e.signal === 'SIGTERM')).toBe(true);
      } finally {
        await pgDb?.drop();
      }
    },
    // Spawns a whole server (and first compiles it): on a loaded machine that alone can take half a minute.
    90_000,
  );
});
