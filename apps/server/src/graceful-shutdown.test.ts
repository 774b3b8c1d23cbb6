// SIGTERM under load, against the real server process: it stops accepting, answers every request it has
// received, closes idle keep-alive connections and exits 0 within a few seconds; nothing acknowledged is lost.
// SIGKILL under load: nothing acknowledged is lost either (on SQLite with synchronous=NORMAL, decision 187).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from './db/database.ts';
import { openSse } from '../test/sse-client.ts';
import { createPostgresDatabase, testDialect } from '../test/test-app.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SIGNUPS = 60;
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

type Outcome = { status: number; connection?: string } | { error: string };

/** One request on the keep-alive agent; answers the status or the socket error, never throws. */
function send(
  agent: http.Agent,
  port: number,
  method: string,
  url: string,
  body?: object,
  headers: Record<string, string> = {},
): Promise<Outcome & { body?: string }> {
  return new Promise((resolve) => {
    const payload = body ? JSON.stringify(body) : undefined;
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent,
        headers: payload
          ? { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
          : headers,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: text }),
        );
        res.on('error', (error) =>
          resolve({ error: (error as NodeJS.ErrnoException).code ?? error.message }),
        );
      },
    );
    req.on('error', (error) => resolve({ error: (error as NodeJS.ErrnoException).code ?? error.message }));
    req.end(payload);
  });
}

/** The real server as its own process, on a fresh database of the dialect under test. */
async function startServerProcess(prefix: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const pgDb = testDialect === 'postgres' ? await createPostgresDatabase() : undefined;
  if (pgDb) cleanups.push(() => pgDb.drop());

  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DEMO_DATA: '0',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      RATE_LIMIT_AUTH: '1000',
      ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  const output = { stdout: '' };
  child.stdout.on('data', (chunk) => (output.stdout += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  await expect
    .poll(() => /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output.stdout), {
      timeout: 30_000,
      interval: 100,
    })
    .toBeTruthy();
  const port = Number(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output.stdout)![1]);
  const database = () =>
    openDatabase(
      pgDb
        ? { dialect: 'postgres', url: pgDb.url }
        : { dialect: 'sqlite', file: path.join(dataDir, 'boibazar.sqlite') },
    );
  return { child, output, exited, port, database };
}

/** SIGNUPS sign-ups at once, their emails starting with `prefix`; answers each one's outcome. */
function signUpAll(agent: http.Agent, port: number, label: string, prefix: string) {
  return Array.from({ length: SIGNUPS }, (_, i) =>
    send(agent, port, 'POST', '/api/auth/signup', {
      name: `${label} ${i}`,
      email: `${prefix}${i}@example.test`,
      password: 'a long enough password',
      image: `https://example.test/${label.toLowerCase()}.png`,
    }),
  );
}

/** How many users with this email prefix the database holds. */
async function usersStored(handle: ReturnType<typeof openDatabase>, prefix: string) {
  try {
    const rows = await handle.db
      .selectFrom('users')
      .select('email')
      .where('email', 'like', `${prefix}%`)
      .execute();
    return rows.length;
  } finally {
    await handle.close();
  }
}

it('when SIGTERM arrives during 60 simultaneous sign-ups with a live stream open, then every received request is answered, the stream and idle keep-alive connections close and the exit code is 0', async () => {
  const { child, output, exited, port, database } = await startServerProcess('boibazar-shutdown-');
  const agent = new http.Agent({ keepAlive: true, maxSockets: SIGNUPS + 10 });
  cleanups.push(() => agent.destroy());

  // Idle keep-alive connections, as browsers leave them.
  const warm = await Promise.all(Array.from({ length: 10 }, () => send(agent, port, 'GET', '/api/health')));
  expect(warm.every((o) => 'status' in o && o.status === 200)).toBe(true);

  const run = Date.now().toString(36);
  // A signed-in tab's live stream: held open by the server until it shuts down.
  const owner = await send(agent, port, 'POST', '/api/auth/signup', {
    name: 'Tab owner',
    email: `tab-${run}@example.test`,
    password: 'a long enough password',
    image: 'https://example.test/tab.png',
  });
  expect('status' in owner && owner.status).toBe(201);
  const { accessToken } = JSON.parse(owner.body!) as { accessToken: string };
  const ticket = await send(agent, port, 'POST', '/api/events/ticket', undefined, {
    authorization: `Bearer ${accessToken}`,
  });
  expect('status' in ticket && ticket.status).toBe(200);
  const tab = await openSse(
    `http://127.0.0.1:${port}/api/events?ticket=${(JSON.parse(ticket.body!) as { ticket: string }).ticket}`,
  );
  cleanups.push(() => tab.close());
  await tab.next((f) => f.type === 'ready');
  let tabEndedAt = 0;
  void tab.ended.then(() => (tabEndedAt = Date.now()));

  const signups = signUpAll(agent, port, 'Load', `load-${run}-`);
  // SIGTERM while the server is busy: once it has started on a third of the sign-ups.
  await expect
    .poll(() => (output.stdout.match(/"url":"\/api\/auth\/signup"/g) ?? []).length, {
      timeout: 30_000,
      interval: 5,
    })
    .toBeGreaterThanOrEqual(SIGNUPS / 3);
  const signalled = Date.now();
  child.kill('SIGTERM');

  const outcomes = await Promise.all(signups);
  const code = await exited;
  const took = Date.now() - signalled;

  const errors = outcomes.filter((o): o is { error: string } => 'error' in o);
  const statuses = outcomes.filter((o): o is { status: number } => 'status' in o).map((o) => o.status);
  // A request that never got a connection was refused; any other failure means a received one was dropped.
  expect(errors.filter((e) => e.error !== 'ECONNREFUSED')).toEqual([]);
  expect(statuses.filter((s) => s !== 201 && s !== 503)).toEqual([]);
  expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(SIGNUPS / 3);
  expect(code).toBe(0);
  expect(output.stdout).toMatch(/"msg":"shutting down"/);
  // The server ended the stream (so the tab reconnects elsewhere) before it exited.
  expect(tabEndedAt).toBeGreaterThan(0);
  // Every acknowledged sign-up is in the database after the process is gone.
  expect(await usersStored(database(), `load-${run}-`)).toBe(statuses.filter((s) => s === 201).length);
  process.stdout.write(
    `shutdown under load: ${statuses.filter((s) => s === 201).length} created, ${statuses.filter((s) => s === 503).length} 503, ${errors.length} refused, exit ${code} after ${took} ms\n`,
  );
}, 60_000);

it('when the server is killed with SIGKILL during 60 simultaneous sign-ups, then every acknowledged sign-up is stored', async () => {
  const { child, output, exited, port, database } = await startServerProcess('boibazar-kill-');
  const agent = new http.Agent({ keepAlive: true, maxSockets: SIGNUPS + 10 });
  cleanups.push(() => agent.destroy());
  const run = Date.now().toString(36);
  const signups = signUpAll(agent, port, 'Kill', `kill-${run}-`);
  // Killed while writing: once a third of the sign-ups have been answered.
  await expect
    .poll(() => (output.stdout.match(/"statusCode":201/g) ?? []).length, { timeout: 30_000, interval: 5 })
    .toBeGreaterThanOrEqual(SIGNUPS / 3);
  child.kill('SIGKILL');
  const outcomes = await Promise.all(signups);
  await exited;

  const acknowledged = outcomes.filter((o) => 'status' in o && o.status === 201).length;
  expect(acknowledged).toBeGreaterThanOrEqual(SIGNUPS / 3);
  // Nothing the server answered 201 to is missing after the process died without closing anything.
  expect(await usersStored(database(), `kill-${run}-`)).toBeGreaterThanOrEqual(acknowledged);
  process.stdout.write(`SIGKILL under load: ${acknowledged} acknowledged, all stored\n`);
}, 60_000);
