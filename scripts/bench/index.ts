// `npm run bench`: BoiBazar's production build under load on a generated shop, each figure beside bare
// node:http replaying the very same response bytes, a plain Express peer, and growth from 1k to 1M books.
// One line per figure on stdout; all of them in bench-results/latest.json. See README "Benchmark".
//   BENCH_SECONDS=10   seconds per load run (default 10)
//   BENCH_MAX_BOOKS=1000000   the largest shop of the growth check (default 1,000,000)
// Also the seller's Earnings reads (balance, a statement page, held deals, the CSV) on a 2,000-line statement.
// Also deal completions with and without the ledger's posting (issue 26: no more than 15 % below without).
//   BENCH_ONLY=completions   only that figure
//   BENCH_ONLY=search   only the growth check's latencies (category page, search, facet counts, suggestions)
//                       at each size, without the load runs, cold starts, bookings, peer or browser
// Issue 31: a mixed workload (the category page under load while book pages are viewed and bookings
// complete, 20/s each) with and without the read cache, and the throughput lines on PostgreSQL too: a
// throw-away database on BENCH_DATABASE_URL (default the local server; BENCH_POSTGRES=0 skips it) with a
// shop of BENCH_PG_BOOKS books (default BENCH_MAIN_BOOKS), and the database round trips per request.
//   BENCH_ONLY=postgres   only the PostgreSQL lines (and the SQLite read-cache-off path they compare with)
//   BENCH_ONLY=bookings   only the completed bookings on SQLite (after the category page's load, then the RSS)
//                         and on PostgreSQL (unless BENCH_POSTGRES=0): a quick loop for issue 31's bookings
//   BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=DIR'   more node options for the server (profiling;
//                         it is then started directly, without the launcher)
//   BENCH_SERVER_NODE_OPTIONS='--import=FILE'   NODE_OPTIONS for the server, started as usual (e.g. a memory
//                         sampler; decision 520)
//   BENCH_ONLY=category   only issue 31's signed-in category page on SQLite: read cache off (with its round
//                         trips and server ms per request), read cache on beside bare node:http, and the peer
//   BENCH_PEER_PAIRS=3   pairs of turns, ours then the Express peer's, for the read-cache-off ratio (decision 535)
//   DATABASE_POOL_MAX=20   the PostgreSQL server's pool (decision 490; default the server's own)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import {
  analyze,
  appendBooks,
  createTokenService,
  type Db,
  encodeCursor,
  generateBooks,
  type GeneratedShop,
  insertUser,
  createPostgresDatabase,
  measureCompletions,
  migrateToLatest,
  newId,
  openDatabase,
} from '../../apps/server/test/index.ts';
import { compiledServer, serverEnv as launchedEnv, serverNodeOptions } from '../ensure-built.mjs';
import { processCpuMs } from '../proc-cpu.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const MAX_BOOKS = Number(process.env.BENCH_MAX_BOOKS ?? 1_000_000);
const CONNECTIONS = 50;
const SIZES = [1_000, 10_000, 100_000, 1_000_000].filter((n) => n <= MAX_BOOKS);
const MAIN_SIZE = Number(process.env.BENCH_MAIN_BOOKS ?? 100_000);
const ONLY_SEARCH = process.env.BENCH_ONLY === 'search';
const ONLY_COMPLETIONS = process.env.BENCH_ONLY === 'completions';
const ONLY_POSTGRES = process.env.BENCH_ONLY === 'postgres';
const ONLY_BOOKINGS = process.env.BENCH_ONLY === 'bookings';
const ONLY_CATEGORY = process.env.BENCH_ONLY === 'category';
const SERVER_NODE_ARGS = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean);
const WITH_POSTGRES = process.env.BENCH_POSTGRES !== '0';
const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The mixed workload's side traffic: book page views and completed bookings, each this many a second. */
const MIXED_RATE = 20;
const COMPLETION_DEALS = Number(process.env.BENCH_COMPLETION_DEALS ?? 300);
const COMMON_WORD = 'river';
const PORT = 3900 + Math.floor(Math.random() * 50);
const REPLAY_PORT = PORT + 50;
const PEER_PORT = PORT + 51;
const root = path.resolve(import.meta.dirname, '../..');
const here = import.meta.dirname;
const secret = randomBytes(32).toString('hex');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boibazar-bench-'));
const dbFile = path.join(dataDir, 'boibazar.sqlite');
const started = Date.now();
const loadAtStart = os.loadavg();

interface Figure {
  name: string;
  value: number;
  unit: string;
  [detail: string]: unknown;
}
const figures: Figure[] = [];
function report(figure: Figure) {
  figures.push(figure);
  const extra = Object.entries(figure)
    .filter(([k]) => !['name', 'value', 'unit'].includes(k))
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');
  console.log(`${figure.name}: ${figure.value} ${figure.unit}${extra ? `  (${extra})` : ''}`);
}

// ---------- the shop ----------

interface Shop {
  ids?: GeneratedShop;
  books: number;
  token?: string;
  buyerId?: string;
}
let shop: Shop = { books: 0 };
/** The database the shop, the server and the reads use: SQLite's file, or PostgreSQL's throw-away one. */
let database: { dialect: 'sqlite' } | { dialect: 'postgres'; url: string } = { dialect: 'sqlite' };

async function withDb<T>(run: (db: Db) => Promise<T>): Promise<T> {
  const handle = openDatabase(
    database.dialect === 'sqlite'
      ? { dialect: 'sqlite', file: dbFile }
      : { dialect: 'postgres', url: database.url },
  );
  try {
    return await run(handle.db);
  } finally {
    await handle.close();
  }
}

async function growShopTo(books: number) {
  const t = Date.now();
  await withDb(async (db) => {
    await migrateToLatest(db);
    if (!shop.ids) {
      shop.ids = await generateBooks(db, { count: books, categories: 4, sellers: 200 });
      shop.buyerId = `bench-buyer-${randomBytes(4).toString('hex')}`;
      await insertUser(db, {
        id: shop.buyerId,
        name: 'Bench Buyer',
        email: 'bench-buyer@example.test',
        passwordHash: null,
        image: '',
        role: 'Buyer',
      });
      shop.token = await createTokenService(db, new TextEncoder().encode(secret), 24).issue(shop.buyerId);
    } else {
      await appendBooks(db, shop.ids, { from: shop.books, count: books - shop.books });
    }
    await analyze(db);
  });
  shop.books = books;
  console.log(
    `# shop now has ${books.toLocaleString('en')} books (${((Date.now() - t) / 1000).toFixed(1)} s)`,
  );
}

const categoryId = () => shop.ids!.categoryIds[1];

// ---------- processes ----------

function serverEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    DATA_DIR: dataDir,
    JWT_SECRET: secret,
    // Production refuses the sandbox processor; these keys are never used (no request pays).
    PAYMENTS: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_bench',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_bench',
    STRIPE_WEBHOOK_SECRET: 'whsec_bench',
    STRIPE_API_URL: 'http://127.0.0.1:9',
    ...(database.dialect === 'postgres' ? { DATABASE_URL: database.url } : {}),
    ...(database.dialect === 'postgres' && process.env.DATABASE_POOL_MAX
      ? { DATABASE_POOL_MAX: process.env.DATABASE_POOL_MAX }
      : {}),
    ...(process.env.BENCH_SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS } : {}),
    ...extra,
  };
}

function get(port: number, urlPath: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; rawHeaders: string[]; body: Buffer }>((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: urlPath, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (c: Buffer) => chunks.push(c));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          rawHeaders: response.rawHeaders,
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.on('error', reject);
  });
}

async function waitUntilUp(port: number, child: ChildProcess, urlPath = '/api/health') {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode}`);
    try {
      if ((await get(port, urlPath)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}

function stop(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** `npm start`'s own launcher, as production runs it; returns once /api/health answers. */
async function startServer(extra: Record<string, string> = {}) {
  const t = process.hrtime.bigint();
  const args = SERVER_NODE_ARGS
    ? [...serverNodeOptions, ...SERVER_NODE_ARGS, compiledServer]
    : ['scripts/start.mjs'];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: SERVER_NODE_ARGS ? launchedEnv(serverEnv(extra)) : serverEnv(extra),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitUntilUp(PORT, child);
  return { child, ms: Number(process.hrtime.bigint() - t) / 1e6 };
}

/** The server process: start.mjs's child, or start.mjs itself if it is the server. */
function serverPid(launcher: ChildProcess): string {
  const children = fs.readFileSync(`/proc/${launcher.pid}/task/${launcher.pid}/children`, 'utf8').trim();
  return children ? children.split(' ')[0]! : String(launcher.pid);
}

/** The CPU time the server process has used so far (user and system), in milliseconds. */
function serverCpuMs(launcher: ChildProcess): number {
  return processCpuMs(serverPid(launcher));
}

/**
 * The CPU time the PostgreSQL backends serving `url`'s database have used so far, in milliseconds (from
 * /proc: the server runs on this machine; each backend's command line names its database). Backends that
 * exit meanwhile take their time with them, so compare it over a load run, where the pool keeps them.
 */
function postgresCpuMs(url: string): number {
  const name = new URL(url).pathname.slice(1);
  let total = 0;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      // "postgres: 15/main: postgres <database> 127.0.0.1(port) idle" (the cluster's name where it has one)
      if (!fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(`: postgres ${name} `)) continue;
      total += processCpuMs(pid);
    } catch {
      // the process ended, or is not ours to read
    }
  }
  return total;
}

/** The resident set of the server process. */
function serverRss(launcher: ChildProcess): number {
  const status = fs.readFileSync(`/proc/${serverPid(launcher)}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

async function startHelper(script: string, port: number, args: string[]) {
  const child = spawn(process.execPath, [path.join(here, script), String(port), ...args], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return child;
}

// ---------- measuring ----------

interface Load {
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

async function load(port: number, request: autocannon.Request, seconds = SECONDS): Promise<Load> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [request],
  });
  const ok = result['2xx'];
  return {
    rps: Math.round(ok / seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** Sequential requests on one kept-alive connection: each one's own time, to the microsecond. */
async function latency(urlPath: string, headers: Record<string, string>, count = 300) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  for (let i = 0; i < count + 30; i += 1) {
    const t = process.hrtime.bigint();
    await new Promise<void>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port: PORT, path: urlPath, headers, agent }, (response) => {
          if (response.statusCode !== 200) reject(new Error(`${urlPath} answered ${response.statusCode}`));
          response.resume();
          response.on('end', resolve);
        })
        .on('error', reject);
    });
    if (i >= 30) times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  agent.destroy();
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] * 100) / 100;
  return { p50: at(0.5), p99: at(0.99) };
}

// The requests as the web app (Chromium) sends them.
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd', 'accept-language': 'en-US,en;q=0.9' };
const asJson = () => ({ ...BROWSER, accept: 'application/json' });
const signedIn = () => ({ ...asJson(), authorization: `Bearer ${shop.token}` });
// The category page's first request as the web app sends it: its advertised books first (12 a page).
const categoryPath = () => `/api/category/${categoryId()}?limit=12&advertised=1`;
const searchPath = `/api/search?q=${COMMON_WORD}&limit=12`;
/** Issue 28: the filter bar's counts for the same search, and suggestions for its first letters. */
const facetsPath = `/api/search/facets?q=${COMMON_WORD}&location=Dhaka`;
const suggestionsPath = `/api/search/suggestions?q=${COMMON_WORD.slice(0, 3)}`;

async function endpointFigures() {
  const endpoints: Array<{ name: string; path: string; headers: Record<string, string> }> = [
    { name: 'category page, signed in', path: categoryPath(), headers: signedIn() },
    { name: 'category page, anonymous', path: categoryPath(), headers: asJson() },
    { name: '/api/categories', path: '/api/categories', headers: asJson() },
    { name: 'Newly Arrived', path: '/api/allbooks?limit=6', headers: asJson() },
    { name: `search "${COMMON_WORD}"`, path: searchPath, headers: asJson() },
    {
      name: 'GET /',
      path: '/',
      headers: { ...BROWSER, accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    },
  ];
  const results: Record<string, { load: Load; ratio: number }> = {};
  for (const endpoint of endpoints) {
    const answer = await get(PORT, endpoint.path, endpoint.headers);
    if (answer.status !== 200) throw new Error(`${endpoint.path} answered ${answer.status}: ${answer.body}`);
    const measured = await load(PORT, { method: 'GET', path: endpoint.path, headers: endpoint.headers });
    const bare = await replay(answer, { method: 'GET', path: endpoint.path, headers: endpoint.headers });
    results[endpoint.name] = { load: measured, ratio: ratio(measured.rps, bare.rps) };
    report({
      name: `${endpoint.name}: rps`,
      value: measured.rps,
      unit: 'req/s',
      p50_ms: measured.p50,
      p99_ms: measured.p99,
      non2xx: measured.non2xx,
      timeouts: measured.timeouts,
      bytes: answer.body.length,
      bare_rps: bare.rps,
      ratio_to_bare: ratio(measured.rps, bare.rps),
    });
  }
  return results;
}

const ratio = (a: number, b: number) => Math.round((a / b) * 1000) / 1000;

/** Bare node:http answering with the recorded bytes, under the same load. */
async function replay(
  answer: { status: number; rawHeaders: string[]; body: Buffer },
  request: autocannon.Request,
) {
  const file = path.join(dataDir, 'recorded.json');
  const headers: string[][] = [];
  for (let i = 0; i < answer.rawHeaders.length; i += 2)
    headers.push([answer.rawHeaders[i], answer.rawHeaders[i + 1]]);
  fs.writeFileSync(
    file,
    JSON.stringify({ status: answer.status, headers, body: answer.body.toString('base64') }),
  );
  const child = await startHelper('replay-server.mjs', REPLAY_PORT, [file]);
  try {
    return await load(REPLAY_PORT, request);
  } finally {
    await stop(child);
  }
}

/**
 * The seller's Earnings reads (decisions 240, 440): a member with EARNINGS_LINES statement lines (sales paid
 * into their available balance, written straight to the ledger's tables), then the latency of their
 * balance, one statement page, their held deals and the whole statement as CSV.
 */
const EARNINGS_LINES = 2_000;
async function earningsFigures() {
  // A line half-way down the statement: the page after it is a page in the middle (decision 445).
  let middle: { key: string; id: string } | undefined;
  await withDb(async (db) => {
    const account = async (cls: string, owner: string) => {
      await db
        .insertInto('ledger_accounts')
        .values({
          id: newId(),
          class: cls,
          owner,
          payee_id: null,
          fee: null,
          created_at: new Date().toISOString(),
        })
        .onConflict((oc) => oc.columns(['class', 'owner']).doNothing())
        .execute();
      return (
        await db
          .selectFrom('ledger_accounts')
          .select('id')
          .where('class', '=', cls)
          .where('owner', '=', owner)
          .executeTakeFirstOrThrow()
      ).id;
    };
    const available = await account('available', shop.buyerId!);
    const received = await account('received', 'card');
    const start = Date.now() - EARNINGS_LINES * 60_000;
    for (let i = 0; i < EARNINGS_LINES; i += 500) {
      const rows = Array.from({ length: Math.min(500, EARNINGS_LINES - i) }, (_, j) => ({
        id: newId(),
        at: new Date(start + (i + j) * 60_000).toISOString(),
        amount: 100 + ((i + j) % 400),
      }));
      const half = rows.find((_, j) => i + j === EARNINGS_LINES / 2);
      if (half) middle = { key: half.at, id: half.id };
      await db
        .insertInto('ledger_transactions')
        .values(
          rows.map((r) => ({
            id: r.id,
            kind: 'release',
            deal_kind: 'order',
            deal_id: `bench-${r.id}`,
            memo: 'পথের পাঁচালী',
            created_at: r.at,
          })),
        )
        .execute();
      await db
        .insertInto('ledger_entries')
        .values(
          rows.flatMap((r) => [
            { transaction_id: r.id, line: 0, account_id: received, amount: -r.amount, created_at: r.at },
            { transaction_id: r.id, line: 1, account_id: available, amount: r.amount, created_at: r.at },
          ]),
        )
        .execute();
    }
  });
  for (const [name, urlPath, count] of [
    ['GET /api/me/balance', '/api/me/balance', 300],
    ['GET /api/me/ledger (a page of 20)', '/api/me/ledger?limit=20', 300],
    [
      'GET /api/me/ledger (a page of 20 in the middle)',
      `/api/me/ledger?limit=20&cursor=${encodeCursor(middle!)}`,
      300,
    ],
    ['GET /api/me/held', '/api/me/held', 300],
    [`GET /api/me/ledger.csv (${EARNINGS_LINES} lines)`, '/api/me/ledger.csv', 50],
  ] as const) {
    const measured = await latency(urlPath, signedIn(), count);
    report({ name: `earnings: ${name}`, value: measured.p50, unit: 'ms p50', p99_ms: measured.p99 });
  }
}

/**
 * Issue 26: deals completed per second (the buyer confirms receipt) with the ledger's posting and, in the
 * same run on the same database, without it (decision 445). In-process on SQLite, sequential.
 */
async function completionFigures(): Promise<number> {
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  const loadBefore = load();
  const measured = await measureCompletions({ deals: COMPLETION_DEALS });
  if (measured.releasesPosted !== measured.deals)
    throw new Error(`${measured.deals} completions posted ${measured.releasesPosted} releases`);
  report({
    name: 'completed deals with the ledger posting',
    value: measured.withLedger.perSecond,
    unit: 'deals/s',
    p50_ms: measured.withLedger.p50Ms,
    without_ledger: measured.withoutLedger.perSecond,
    without_p50_ms: measured.withoutLedger.p50Ms,
    below_by: `${Math.round(measured.belowBy * 1000) / 10}%`,
    cpu_p50_ms: measured.withLedger.cpuP50Ms,
    without_cpu_p50_ms: measured.withoutLedger.cpuP50Ms,
    cpu_slower_by: `${Math.round(measured.cpuSlowdown * 1000) / 10}%`,
    deals: measured.deals,
    load_average: `${loadBefore} → ${load()}`,
  });
  return measured.belowBy;
}

/** Ids of books still for sale, newest or oldest first: the bookings and the mixed workload book them. */
function unsoldBookIds(first: 'newest' | 'oldest', limit: number, offset = 0): Promise<string[]> {
  return withDb(async (db) =>
    (
      await db
        .selectFrom('books')
        .select('id')
        .where('is_sold', '=', 0)
        .where('deleted_at', 'is', null)
        .orderBy('created_at', first === 'newest' ? 'desc' : 'asc')
        .limit(limit)
        .offset(offset)
        .execute()
    ).map((r) => r.id),
  );
}

/** The token of /metrics on the servers the bookings line counts statements on. */
const METRICS_TOKEN = randomBytes(16).toString('hex');

/** The statements the server has run so far (its query counter; on SQLite BEGIN and COMMIT among them). */
async function statementsRun(): Promise<number> {
  const text = (await get(PORT, '/metrics', { authorization: `Bearer ${METRICS_TOKEN}` })).body.toString();
  return text
    .split('\n')
    .filter((line) => line.startsWith('boibazar_db_query_duration_seconds_count'))
    .reduce((total, line) => total + Number(line.split(' ').at(-1)), 0);
}

/**
 * Completed bookings under load: each a different unsold book, by the signed-in buyer. Given the server
 * (started with METRICS_TOKEN), also the statements and the server's CPU time per completed booking over
 * the load, everything the server ran meanwhile included (the after-commit notifications, the poller).
 */
async function bookingFigures(label = '', server?: { child: ChildProcess }): Promise<number> {
  const ids = await unsoldBookIds('newest', 60_000);
  let next = 0;
  const headers = { ...signedIn(), 'content-type': 'application/json' };
  const body = (id: string) => JSON.stringify({ productId: id, phone: '01700000000', location: 'Dhaka' });
  const first = ids[next++];
  const sample = await new Promise<{ status: number; rawHeaders: string[]; body: Buffer }>(
    (resolve, reject) => {
      const request = http.request(
        { host: '127.0.0.1', port: PORT, path: '/api/bookings', method: 'POST', headers },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (c: Buffer) => chunks.push(c));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              rawHeaders: response.rawHeaders,
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      request.on('error', reject);
      request.end(body(first));
    },
  );
  if (sample.status !== 201) throw new Error(`booking answered ${sample.status}: ${sample.body}`);
  const request: autocannon.Request = {
    method: 'POST',
    path: '/api/bookings',
    headers,
    setupRequest: (r) => ({ ...r, body: body(ids[next++ % ids.length]) }),
  };
  const statementsBefore = server ? await statementsRun() : 0;
  const cpuBefore = server ? serverCpuMs(server.child) : 0;
  const measured = await load(PORT, request);
  const perBooking = server && {
    statements_per_booking:
      Math.round((((await statementsRun()) - statementsBefore) / Math.max(1, measured.ok)) * 100) / 100,
    server_cpu_ms_per_booking:
      Math.round(((serverCpuMs(server.child) - cpuBefore) / Math.max(1, measured.ok)) * 100) / 100,
  };
  const bare = await replay(sample, { method: 'POST', path: '/api/bookings', headers, body: body(first) });
  report({
    name: `${label}completed bookings`,
    value: measured.rps,
    unit: 'bookings/s',
    p50_ms: measured.p50,
    p99_ms: measured.p99,
    non2xx: measured.non2xx,
    bare_rps: bare.rps,
    ratio_to_bare: ratio(measured.rps, bare.rps),
    ...perBooking,
    load_average: os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' '),
  });
  if (next > ids.length) console.log('# NOTE: more bookings than unsold books; later ones were refused');
  return measured.rps;
}

/** One request on a kept-alive agent; resolves with its status (0 when it failed to connect). */
function send(agent: http.Agent, method: string, urlPath: string, body?: string): Promise<number> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = { ...signedIn() };
    if (body) headers['content-type'] = 'application/json';
    const request = http.request(
      { host: '127.0.0.1', port: PORT, path: urlPath, method, headers, agent },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', () => resolve(0));
    request.end(body);
  });
}

/**
 * Issue 31's mixed workload: the signed-in category page under the usual load while, beside it, book pages
 * are viewed (each view writes its count) and bookings complete, MIXED_RATE a second each. Real traffic is
 * never read-only: every such write moves the read cache's generation.
 */
let mixedRuns = 0;
async function mixedFigures(label: string): Promise<Load> {
  // The oldest unsold books (the bookings line took the newest ones), fresh ones on each run.
  const perRun = MIXED_RATE * (SECONDS + 5);
  const offset = perRun * mixedRuns++;
  const ids = await unsoldBookIds('oldest', perRun, offset);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const side = { views: 0, viewsOk: 0, bookings: 0, bookingsOk: 0 };
  const pending: Promise<unknown>[] = [];
  let next = 0;
  const ticker = setInterval(() => {
    const viewed = ids[(next * 7) % ids.length];
    const booked = ids[next++ % ids.length];
    side.views += 1;
    side.bookings += 1;
    pending.push(
      send(agent, 'GET', `/api/books/${viewed}`).then((status) => {
        if (status === 200) side.viewsOk += 1;
      }),
      send(
        agent,
        'POST',
        '/api/bookings',
        JSON.stringify({ productId: booked, phone: '01700000000', location: 'Dhaka' }),
      ).then((status) => {
        if (status === 201) side.bookingsOk += 1;
      }),
    );
  }, 1000 / MIXED_RATE);
  let measured: Load;
  try {
    measured = await load(PORT, { method: 'GET', path: categoryPath(), headers: signedIn() });
  } finally {
    clearInterval(ticker);
    await Promise.all(pending);
    agent.destroy();
  }
  report({
    name: `${label} mixed: category page, signed in, beside ${MIXED_RATE} book views/s and ${MIXED_RATE} bookings/s: rps`,
    value: measured.rps,
    unit: 'req/s',
    p50_ms: measured.p50,
    p99_ms: measured.p99,
    non2xx: measured.non2xx,
    views_ok: `${side.viewsOk}/${side.views}`,
    bookings_ok: `${side.bookingsOk}/${side.bookings}`,
  });
  return measured;
}

/**
 * Where a request's time goes (issue 31): a server with its metrics on answers `count` signed-in category
 * pages one after another; the database's query counter and time over the same requests give the round
 * trips per request and the share of the request's time spent waiting for the database.
 */
async function roundTripFigures(label: string, extra: Record<string, string> = {}, count = 200) {
  const token = randomBytes(16).toString('hex');
  const server = await startServer({ METRICS_TOKEN: token, ...extra });
  try {
    const scrape = async () => {
      const text = (await get(PORT, '/metrics', { authorization: `Bearer ${token}` })).body.toString();
      const sum = (name: string, filter = '') =>
        text
          .split('\n')
          .filter((line) => line.startsWith(name) && line.includes(filter))
          .reduce((total, line) => total + Number(line.split(' ').at(-1)), 0);
      return {
        queries: sum('boibazar_db_query_duration_seconds_count'),
        querySeconds: sum('boibazar_db_query_duration_seconds_sum'),
        requestSeconds: sum('boibazar_http_request_duration_seconds_sum', 'route="/api/category/:id"'),
      };
    };
    await latency(categoryPath(), signedIn(), 20);
    const before = await scrape();
    const measured = await latency(categoryPath(), signedIn(), count);
    const after = await scrape();
    // latency() sends 30 warm-up requests before the `count` it times; all of them reach the database.
    const requests = count + 30;
    const perRequest = (after.queries - before.queries) / requests;
    const dbMs = ((after.querySeconds - before.querySeconds) * 1000) / requests;
    const requestMs = ((after.requestSeconds - before.requestSeconds) * 1000) / requests;
    report({
      name: `${label} category page, signed in: database round trips per request`,
      value: Math.round(perRequest * 100) / 100,
      unit: 'queries',
      db_ms_per_request: Math.round(dbMs * 100) / 100,
      server_ms_per_request: Math.round(requestMs * 100) / 100,
      p50_ms: measured.p50,
      ...extra,
    });
  } finally {
    await stop(server.child);
  }
}

/** Pairs of turns of the read-cache-off page against the Express peer (decision 535). */
const PEER_PAIRS = Number(process.env.BENCH_PEER_PAIRS ?? 3);

/**
 * Issue 31's read-cache-off category page against the Express peer, taking turns (decision 535): both
 * processes up on the same shop, then PEER_PAIRS pairs of loads, ours then the peer's, each half of
 * BENCH_SECONDS (at least 3 s). A change in the machine's speed between two runs minutes apart (other
 * work, the CPU's own clock) then falls on both sides of a pair; the figure is the median pair's ratio of
 * requests per second, and each pair is printed with both sides' server CPU per request.
 */
async function cacheOffAgainstPeer(): Promise<{ ratio: number; peerRps: number }> {
  const server = await startServer({ READ_CACHE: '0' });
  const peer = await startHelper('express-peer.mjs', PEER_PORT, [dbFile]);
  const request = { method: 'GET' as const, path: categoryPath(), headers: signedIn() };
  const seconds = Math.max(3, Math.round(SECONDS / 2));
  const pairs: Array<{ ours: number; peer: number; ratio: number }> = [];
  try {
    const turn = async (port: number, child: ChildProcess) => {
      const cpu = serverCpuMs(child);
      const measured = await load(port, request, seconds);
      if (measured.non2xx > 0) throw new Error(`${request.path} on port ${port}: ${measured.non2xx} not 2xx`);
      return { rps: measured.rps, cpuMs: ratio(serverCpuMs(child) - cpu, Math.max(1, measured.ok)) };
    };
    // One short warm-up each, not counted.
    await load(PORT, request, 2);
    await load(PEER_PORT, request, 2);
    for (let i = 0; i < PEER_PAIRS; i += 1) {
      const ours = await turn(PORT, server.child);
      const theirs = await turn(PEER_PORT, peer);
      const pair = { ours: ours.rps, peer: theirs.rps, ratio: ratio(ours.rps, theirs.rps) };
      pairs.push(pair);
      report({
        name: `read cache off / Express peer, pair ${i + 1} of ${PEER_PAIRS}`,
        value: pair.ratio,
        unit: 'x',
        boibazar_rps: ours.rps,
        peer_rps: theirs.rps,
        boibazar_cpu_ms_per_request: ours.cpuMs,
        peer_cpu_ms_per_request: theirs.cpuMs,
        seconds,
      });
    }
  } finally {
    await stop(peer);
    await stop(server.child);
  }
  const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return { ratio: middle(pairs.map((p) => p.ratio)), peerRps: middle(pairs.map((p) => p.peer)) };
}

/**
 * Issue 31's signed-in category page on SQLite alone (BENCH_ONLY=category, decision 500): the read cache off
 * (rps, round trips and server ms per request), on (rps beside bare node:http), and the Express peer, with
 * the targets; a quick loop for the hot path.
 */
async function categoryFigures() {
  const uncachedServer = await startServer({ READ_CACHE: '0' });
  let uncached: Load;
  let cpuBefore: number;
  try {
    await latency(categoryPath(), signedIn(), 100);
    cpuBefore = serverCpuMs(uncachedServer.child);
    uncached = await load(PORT, { method: 'GET', path: categoryPath(), headers: signedIn() });
    cpuBefore = serverCpuMs(uncachedServer.child) - cpuBefore;
  } finally {
    await stop(uncachedServer.child);
  }
  report({
    name: `SQLite, read cache off: category page, signed in (${MAIN_SIZE} books): rps`,
    value: uncached.rps,
    unit: 'req/s',
    p50_ms: uncached.p50,
    p99_ms: uncached.p99,
    server_cpu_ms_per_request: ratio(cpuBefore, uncached.ok + uncached.non2xx),
  });
  await roundTripFigures('SQLite, read cache off:', { READ_CACHE: '0' });
  await roundTripFigures('SQLite, read cache on:');
  const server = await startServer();
  let cached: { load: Load; ratio: number };
  try {
    const request = { method: 'GET' as const, path: categoryPath(), headers: signedIn() };
    const answer = await get(PORT, request.path, request.headers);
    if (answer.status !== 200) throw new Error(`${request.path} answered ${answer.status}`);
    await latency(categoryPath(), signedIn(), 100);
    const cpu = serverCpuMs(server.child);
    const measured = await load(PORT, request);
    const cpuMs = serverCpuMs(server.child) - cpu;
    const bare = await replay(answer, request);
    cached = { load: measured, ratio: ratio(measured.rps, bare.rps) };
    report({
      name: 'category page, signed in: rps',
      value: measured.rps,
      unit: 'req/s',
      p50_ms: measured.p50,
      p99_ms: measured.p99,
      non2xx: measured.non2xx,
      server_cpu_ms_per_request: ratio(cpuMs, measured.ok + measured.non2xx),
      bare_rps: bare.rps,
      ratio_to_bare: cached.ratio,
    });
  } finally {
    await stop(server.child);
  }
  const { ratio: uncachedPeerRatio, peerRps } = await cacheOffAgainstPeer();
  reportTargets([
    {
      name: 'signed-in category page / bare node:http (issue 31)',
      value: cached.ratio,
      goal: 0.25,
      kind: 'min',
      unit: 'x',
    },
    { name: 'signed-in category page p99', value: cached.load.p99, goal: 25, kind: 'max', unit: 'ms' },
    {
      name: 'signed-in category page / Express peer (issue 31)',
      value: ratio(cached.load.rps, peerRps),
      goal: 2.5,
      kind: 'min',
      unit: 'x',
    },
    {
      name: 'signed-in category page, read cache off / Express peer (issue 31)',
      value: uncachedPeerRatio,
      goal: 1,
      kind: 'min',
      unit: 'x',
    },
  ]);
}

/**
 * Runs `measure` against a server on a throw-away PostgreSQL database (dropped at the end) holding a shop of
 * BENCH_PG_BOOKS books; the SQLite shop is the current one again afterwards.
 */
async function onPostgresShop<T>(
  measure: (books: number, server: Awaited<ReturnType<typeof startServer>>) => Promise<T>,
  before?: () => Promise<void>,
  extra: Record<string, string> = {},
): Promise<T> {
  const books = Number(process.env.BENCH_PG_BOOKS ?? MAIN_SIZE);
  const throwaway = await createPostgresDatabase(PG_ADMIN_URL, 'boibazar_bench');
  const sqliteShop = shop;
  database = { dialect: 'postgres', url: throwaway.url };
  shop = { books: 0 };
  try {
    await growShopTo(books);
    await before?.();
    const server = await startServer(extra);
    try {
      return await measure(books, server);
    } finally {
      await stop(server.child);
    }
  } finally {
    database = { dialect: 'sqlite' };
    shop = sqliteShop;
    await throwaway.drop();
  }
}

/**
 * Issue 31: the throughput lines on PostgreSQL, the database several instances share, on a shop of
 * BENCH_PG_BOOKS books in a throw-away database. PostgreSQL has no read cache (decision 186): its category
 * page compares with SQLite's read-cache-off path on the same data.
 */
function postgresFigures() {
  return onPostgresShop(
    async (books, server) => {
      const url = database.dialect === 'postgres' ? database.url : '';
      const cpuBefore = { server: serverCpuMs(server.child), postgres: postgresCpuMs(url) };
      const category = await load(PORT, { method: 'GET', path: categoryPath(), headers: signedIn() });
      const perPage = (ms: number) => ratio(ms, Math.max(1, category.ok));
      report({
        name: `PostgreSQL: category page, signed in (${books} books): rps`,
        value: category.rps,
        unit: 'req/s',
        p50_ms: category.p50,
        p99_ms: category.p99,
        non2xx: category.non2xx,
        // Both on the same two cores: the server's process and PostgreSQL's backends, CPU per page (decision 507).
        server_cpu_ms_per_request: perPage(serverCpuMs(server.child) - cpuBefore.server),
        postgres_cpu_ms_per_request: perPage(postgresCpuMs(url) - cpuBefore.postgres),
      });
      const bookings = await bookingFigures('PostgreSQL: ');
      const mixed = await mixedFigures('PostgreSQL:');
      const rss = Math.round(serverRss(server.child));
      report({ name: 'PostgreSQL: RSS after load', value: rss, unit: 'MiB' });
      return { books, category, bookings, mixed, rss };
    },
    () => roundTripFigures('PostgreSQL:'),
  );
}

/** BENCH_ONLY=bookings: the completed bookings line on a throw-away PostgreSQL shop of BENCH_PG_BOOKS books. */
async function postgresBookingFigures() {
  await onPostgresShop((_, server) => bookingFigures('PostgreSQL: ', server), undefined, { METRICS_TOKEN });
}

/**
 * Latency at a shop size, with the read cache off (READ_CACHE=0): the same request 300 times would
 * otherwise be answered from memory, which says nothing about how the queries grow with the data.
 * At the main size also the signed-in category page under load with the cache off, the worst case
 * (a write before every request).
 */
async function growthFigures(books: number) {
  const server = await startServer({ READ_CACHE: '0' });
  try {
    const category = await latency(categoryPath(), signedIn());
    const search = await latency(searchPath, asJson());
    const facets = await latency(facetsPath, asJson());
    const suggestions = await latency(suggestionsPath, asJson());
    for (const [name, measured] of [
      [`facet counts "${COMMON_WORD}" in Dhaka`, facets],
      [`suggestions "${COMMON_WORD.slice(0, 3)}"`, suggestions],
    ] as const)
      report({
        name: `${name} latency at ${books} books`,
        value: measured.p50,
        unit: 'ms p50',
        p99_ms: measured.p99,
        read_cache: 'off',
      });
    report({
      name: `category page latency at ${books} books`,
      value: category.p50,
      unit: 'ms p50',
      p99_ms: category.p99,
      read_cache: 'off',
    });
    report({
      name: `search "${COMMON_WORD}" latency at ${books} books`,
      value: search.p50,
      unit: 'ms p50',
      p99_ms: search.p99,
      read_cache: 'off',
    });
    let uncachedRps: number | undefined;
    let mixedUncached: Load | undefined;
    if (books === MAIN_SIZE && !ONLY_SEARCH) {
      const measured = await load(PORT, { method: 'GET', path: categoryPath(), headers: signedIn() });
      uncachedRps = measured.rps;
      report({
        name: 'category page, signed in, read cache off: rps',
        value: measured.rps,
        unit: 'req/s',
        p50_ms: measured.p50,
        p99_ms: measured.p99,
        non2xx: measured.non2xx,
      });
      mixedUncached = await mixedFigures('SQLite, read cache off:');
    }
    return { category, search, facets, suggestions, uncachedRps, mixedUncached };
  } finally {
    await stop(server.child);
  }
}

/**
 * The JavaScript the landing page loads, gzip sizes (the build's .gz copies): every script Chromium
 * fetches while opening / until the network is idle. Without Chromium, the scripts index.html names.
 */
async function landingPageJs(): Promise<number> {
  const dist = path.join(root, 'apps/web/dist');
  const gzipSize = (urlPath: string) => {
    const file = path.join(dist, urlPath.replace(/^\//, ''));
    return fs.existsSync(`${file}.gz`)
      ? fs.statSync(`${file}.gz`).size
      : gzipSync(fs.readFileSync(file), { level: 9 }).length;
  };
  let scripts: string[];
  let how: string;
  const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (fs.existsSync(chromiumPath)) {
    const server = await startServer();
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-dev-shm-usage'],
    });
    try {
      const page = await browser.newPage();
      const seen = new Set<string>();
      page.on('request', (request) => {
        if (request.resourceType() === 'script') seen.add(new URL(request.url()).pathname);
      });
      await page.goto(`http://127.0.0.1:${PORT}/`, { waitUntil: 'networkidle' });
      scripts = [...seen];
      how = 'chromium';
    } finally {
      await browser.close();
      await stop(server.child);
    }
  } else {
    const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    how = 'index.html (no Chromium)';
  }
  const kb = Math.round((scripts.reduce((sum, s) => sum + gzipSize(s), 0) / 1024) * 10) / 10;
  report({
    name: 'landing page first-load JavaScript',
    value: kb,
    unit: 'KB gzip',
    files: scripts.length,
    measured_by: how,
  });
  return kb;
}

// ---------- the run ----------

interface Target {
  name: string;
  value: number | undefined;
  goal: number;
  /** 'min': the value must reach the goal; 'max': it must stay at or below it. */
  kind: 'min' | 'max';
  unit: string;
  /** Where the figure is measured when this run does not (another script). */
  where?: string;
}

/** Issue 31's PostgreSQL targets: its category page against SQLite's read-cache-off path on the same data. */
function postgresTargets(
  postgres: Awaited<ReturnType<typeof postgresFigures>> | undefined,
  sqliteUncachedRps: number | undefined,
  sqliteBooks: number,
): Target[] {
  // The same generator and size (each database gets its own generated shop of that many books).
  const sameData = postgres?.books === sqliteBooks;
  return [
    {
      name: 'PostgreSQL signed-in category page / SQLite with the read cache off, same data (issue 31)',
      value:
        postgres?.category && sqliteUncachedRps && sameData
          ? ratio(postgres.category.rps, sqliteUncachedRps)
          : undefined,
      goal: 1,
      kind: 'min',
      unit: 'x',
    },
    {
      name: `PostgreSQL signed-in category page p99 at ${CONNECTIONS} connections (issue 31)`,
      value: postgres?.category?.p99,
      goal: 50,
      kind: 'max',
      unit: 'ms',
    },
    {
      name: 'two instances on PostgreSQL / one, category page (issue 31)',
      value: undefined,
      goal: 1.7,
      kind: 'min',
      unit: 'x',
      where: 'npm run cluster:bench',
    },
  ];
}

/**
 * Issue 28's speed targets on SQLite from the growth check's single searches (the mixed list of 200 and
 * PostgreSQL's figures: apps/server/scripts/search-bench.ts): p50 at 1,000,000 books and growth from 100k.
 */
function searchTargets(growth: Record<number, Awaited<ReturnType<typeof growthFigures>>>): Target[] {
  const large = growth[1_000_000];
  const base = growth[100_000];
  const where = 'BENCH_MAX_BOOKS=1000000; the mixed list: apps/server/scripts/search-bench.ts';
  const grown = (kind: 'search' | 'facets' | 'suggestions') =>
    large && base ? ratio(large[kind].p50, base[kind].p50) : undefined;
  return [
    {
      name: `search "${COMMON_WORD}" p50 at 1,000,000 books (issue 28)`,
      value: large?.search.p50,
      goal: 15,
      kind: 'max',
      unit: 'ms',
      where,
    },
    {
      name: `search "${COMMON_WORD}" p99 at 1,000,000 books (issue 28)`,
      value: large?.search.p99,
      goal: 80,
      kind: 'max',
      unit: 'ms',
      where,
    },
    {
      name: 'facet counts p50 at 1,000,000 books (issue 28)',
      value: large?.facets.p50,
      goal: 50,
      kind: 'max',
      unit: 'ms',
      where,
    },
    {
      name: 'suggestions p50 at 1,000,000 books (issue 28)',
      value: large?.suggestions.p50,
      goal: 20,
      kind: 'max',
      unit: 'ms',
      where,
    },
    ...(['search', 'facets', 'suggestions'] as const).map((kind): Target => ({
      name: `${kind} p50 1,000,000 / 100,000 books (issue 28)`,
      value: grown(kind),
      goal: 2,
      kind: 'max',
      unit: 'x',
      where,
    })),
  ];
}

function reportTargets(targets: Target[]) {
  console.log('# targets of issues 18, 26, 28 and 31 (the load average beside each)');
  for (const t of targets) {
    const loadNow = `load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`;
    if (t.value === undefined) {
      console.log(
        `target ${t.name}: not measured in this run${t.where ? ` (see ${t.where})` : ''}  [${loadNow}]`,
      );
      continue;
    }
    const met = t.kind === 'min' ? t.value >= t.goal : t.value <= t.goal;
    const missedBy = t.kind === 'min' ? t.goal / t.value : t.value / t.goal;
    console.log(
      `target ${t.name}: ${t.value} ${t.unit} (${t.kind === 'min' ? '≥' : '≤'} ${t.goal}) ${
        met ? 'MET' : `MISSED by ${Math.round((missedBy - 1) * 100)}%`
      }  [${loadNow}]`,
    );
  }
}

async function main() {
  console.log(
    `# boibazar bench: ${SECONDS} s per load run, ${CONNECTIONS} connections; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  if (ONLY_COMPLETIONS) {
    const belowBy = await completionFigures();
    reportTargets([
      {
        name: 'completions a second with the ledger below those without',
        value: Math.round(belowBy * 1000) / 10,
        goal: 15,
        kind: 'max',
        unit: '%',
      },
    ]);
    return writeResults();
  }
  console.log('# building the production server and web app');
  const build = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the build failed');
  if (ONLY_BOOKINGS) {
    await growShopTo(MAIN_SIZE);
    const server = await startServer({ METRICS_TOKEN });
    try {
      report({ name: 'RSS after start', value: Math.round(serverRss(server.child)), unit: 'MiB' });
      // The category page's load first, as in the full run, so the RSS after it compares (not when
      // profiling: the profile is then the bookings' own).
      if (!SERVER_NODE_ARGS) {
        const cpu = serverCpuMs(server.child);
        const page = await load(PORT, { method: 'GET', path: categoryPath(), headers: signedIn() });
        report({
          name: 'category page, signed in, before the bookings: rps',
          value: page.rps,
          unit: 'req/s',
          server_cpu_ms_per_request: ratio(serverCpuMs(server.child) - cpu, Math.max(1, page.ok)),
        });
      }
      await bookingFigures('', server);
      report({ name: 'RSS after load', value: Math.round(serverRss(server.child)), unit: 'MiB' });
    } finally {
      await stop(server.child);
    }
    if (WITH_POSTGRES) await postgresBookingFigures();
    return writeResults();
  }
  if (ONLY_CATEGORY) {
    await growShopTo(MAIN_SIZE);
    await categoryFigures();
    return writeResults();
  }
  if (ONLY_POSTGRES) {
    // The SQLite read-cache-off path on the same data, then PostgreSQL.
    const books = Number(process.env.BENCH_PG_BOOKS ?? MAIN_SIZE);
    await growShopTo(books);
    const server = await startServer({ READ_CACHE: '0' });
    let sqliteUncached: Load;
    let serverCpu: number;
    try {
      serverCpu = serverCpuMs(server.child);
      sqliteUncached = await load(PORT, { method: 'GET', path: categoryPath(), headers: signedIn() });
      serverCpu = serverCpuMs(server.child) - serverCpu;
    } finally {
      await stop(server.child);
    }
    report({
      name: `SQLite, read cache off: category page, signed in (${books} books): rps`,
      value: sqliteUncached.rps,
      unit: 'req/s',
      p50_ms: sqliteUncached.p50,
      p99_ms: sqliteUncached.p99,
      server_cpu_ms_per_request: ratio(serverCpu, Math.max(1, sqliteUncached.ok)),
    });
    await roundTripFigures('SQLite, read cache off:', { READ_CACHE: '0' });
    const postgres = await postgresFigures();
    reportTargets(postgresTargets(postgres, sqliteUncached.rps, books));
    return writeResults();
  }

  const growth: Record<number, Awaited<ReturnType<typeof growthFigures>>> = {};
  const headline: Partial<{
    signedIn: Load;
    signedInRatio: number;
    peerRatio: number;
    bookings: number;
    completionsBelowBy: number;
    coldStart: number;
    rss: number;
    uncachedPeerRatio: number;
  }> = {};
  for (const size of SIZES) {
    await growShopTo(size);
    if (size !== MAIN_SIZE || ONLY_SEARCH) {
      growth[size] = await growthFigures(size);
      continue;
    }
    // Cold start: the launcher until /api/health answers, on a database that is already migrated.
    const starts: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const server = await startServer();
      starts.push(server.ms);
      await stop(server.child);
    }
    starts.sort((a, b) => a - b);
    headline.coldStart = Math.round(starts[1]);
    report({
      name: `cold start at ${size} books`,
      value: headline.coldStart,
      unit: 'ms (median of 3)',
      all: starts.map(Math.round).join('/'),
    });
    growth[size] = await growthFigures(size);
    await roundTripFigures('SQLite, read cache off:', { READ_CACHE: '0' });

    const server = await startServer();
    try {
      const results = await endpointFigures();
      headline.signedIn = results['category page, signed in'].load;
      headline.signedInRatio = results['category page, signed in'].ratio;
      headline.bookings = await bookingFigures();
      await mixedFigures('SQLite, read cache on:');
      await earningsFigures();
      headline.completionsBelowBy = await completionFigures();
      headline.rss = Math.round(serverRss(server.child));
      report({ name: 'RSS after load', value: headline.rss, unit: 'MiB' });
    } finally {
      await stop(server.child);
    }

    const againstPeer = await cacheOffAgainstPeer();
    headline.peerRatio = ratio(headline.signedIn.rps, againstPeer.peerRps);
    headline.uncachedPeerRatio = againstPeer.ratio;
    report({
      name: "Express + better-sqlite3 peer, category page (the pairs' median): rps",
      value: againstPeer.peerRps,
      unit: 'req/s',
      boibazar_signed_in_to_peer: headline.peerRatio,
      boibazar_signed_in_read_cache_off_to_peer: headline.uncachedPeerRatio,
    });
  }
  const small = growth[SIZES[0]];
  const large = growth[SIZES[SIZES.length - 1]];
  const categoryGrowth = ratio(large.category.p50, small.category.p50);
  report({ name: `category latency ${SIZES.at(-1)} / ${SIZES[0]} books`, value: categoryGrowth, unit: 'x' });
  report({
    name: `search latency ${SIZES.at(-1)} / ${SIZES[0]} books`,
    value: ratio(large.search.p50, small.search.p50),
    unit: 'x',
  });
  if (ONLY_SEARCH) {
    reportTargets(searchTargets(growth));
    return writeResults();
  }
  const postgres = WITH_POSTGRES ? await postgresFigures() : undefined;
  const landingJs = await landingPageJs();

  const largest = SIZES.at(-1)!;
  reportTargets([
    {
      name: 'signed-in category page / bare node:http (issue 31)',
      value: headline.signedInRatio,
      goal: 0.25,
      kind: 'min',
      unit: 'x',
    },
    { name: 'signed-in category page p99', value: headline.signedIn?.p99, goal: 25, kind: 'max', unit: 'ms' },
    {
      name: 'signed-in category page / Express peer (issue 31)',
      value: headline.peerRatio,
      goal: 2.5,
      kind: 'min',
      unit: 'x',
    },
    {
      name: 'signed-in category page, read cache off / Express peer (issue 31)',
      value: headline.uncachedPeerRatio,
      goal: 1,
      kind: 'min',
      unit: 'x',
    },
    ...postgresTargets(postgres, growth[MAIN_SIZE]?.uncachedRps, MAIN_SIZE),
    {
      name: `category page latency ${largest} / ${SIZES[0]} books`,
      value: largest === 1_000_000 ? categoryGrowth : undefined,
      goal: 1.2,
      kind: 'max',
      unit: 'x',
    },
    {
      name: `search "${COMMON_WORD}" p50 at 1,000,000 books`,
      value: largest === 1_000_000 ? large.search.p50 : undefined,
      goal: 20,
      kind: 'max',
      unit: 'ms',
    },
    { name: 'completed bookings (issue 31)', value: headline.bookings, goal: 1000, kind: 'min', unit: '/s' },
    {
      name: 'completions a second with the ledger below those without (issue 26)',
      value:
        headline.completionsBelowBy === undefined
          ? undefined
          : Math.round(headline.completionsBelowBy * 1000) / 10,
      goal: 15,
      kind: 'max',
      unit: '%',
    },
    {
      name: `cold start at ${MAIN_SIZE} books`,
      value: headline.coldStart,
      goal: 1500,
      kind: 'max',
      unit: 'ms',
    },
    { name: 'RSS after load', value: headline.rss, goal: 150, kind: 'max', unit: 'MiB' },
    { name: 'landing page first-load JavaScript', value: landingJs, goal: 100, kind: 'max', unit: 'KB gzip' },
  ]);

  writeResults();
}

function writeResults() {
  const load1 = os.loadavg();
  const out = path.join(root, 'bench-results');
  fs.mkdirSync(out, { recursive: true });
  const result = {
    date: new Date().toISOString(),
    seconds_per_run: SECONDS,
    connections: CONNECTIONS,
    cpus: os.cpus().length,
    load_average_at_start: loadAtStart,
    load_average_at_end: load1,
    total_seconds: Math.round((Date.now() - started) / 1000),
    figures,
  };
  fs.writeFileSync(path.join(out, 'latest.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(
    `# done in ${result.total_seconds} s; load average ${load1.map((l) => l.toFixed(2)).join(' ')}; figures in bench-results/latest.json`,
  );
}

try {
  await main();
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
