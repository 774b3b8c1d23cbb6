// `npm run drill`: the fault drill (issue 31, decision 410). On `npm run cluster` (two instances, PostgreSQL,
// Redis, an S3-compatible store, nginx) under a steady mix of browsing, listings with photos, card
// payments and messages, it causes four faults one after another: kill -9 of one instance, a Redis
// restart, PostgreSQL refusing connections, the photo store answering 500. For each it prints the requests
// that failed, the longest time no request succeeded, acknowledged writes lost (must be 0), jobs the dead
// instance held and who finished them, live streams that reconnected and heard the next message, and when
// every instance's `/api/ready` answered 200 again. A measurement printed as a table, never a test.
//
// Settings: DRILL_PHASE_SECONDS (each fault's window, default 25), DRILL_OUTAGE_SECONDS (how long
// PostgreSQL refuses and S3 fails, default 10), DRILL_TABS (live streams held open, default 4), and every
// `npm run cluster` setting.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import sharp from 'sharp';
import { MESSAGES_PER_MINUTE } from '@boibazar/shared/conversations';
import { openSse, type SseClient } from '../apps/server/test/index.ts';
import { call, startCluster, type Answer, type Cluster } from '../cluster/cluster-client.ts';

const PHASE_SECONDS = Number(process.env.DRILL_PHASE_SECONDS ?? 25);
const OUTAGE_SECONDS = Number(process.env.DRILL_OUTAGE_SECONDS ?? 10);
const TABS = Number(process.env.DRILL_TABS ?? 4);
/** The load's writers stay under the product's own limits, so a refusal in the table is the fault's doing. */
const PHOTO_EVERY_MS = 2_500;
const BUYERS = 6;
/** Each buyer sends at half the limit. */
const MESSAGE_EVERY_MS = Math.ceil((2 * 60_000) / (BUYERS * MESSAGES_PER_MINUTE));
const adminUrl = process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const log = (line: string) => process.stderr.write(`drill: ${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const cleanups: Array<() => Promise<unknown> | unknown> = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

// ---------------------------------------------------------------------------------------------------
// The outside services the drill can break: its own Redis, and S3 behind a proxy that can answer 500.

async function startRedis(port: number, dir: string): Promise<ChildProcess> {
  const redis = spawn(
    'redis-server',
    ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 100; i += 1) {
    const ping = spawnSync('redis-cli', ['-h', '127.0.0.1', '-p', String(port), 'ping']);
    if (ping.stdout?.toString().trim() === 'PONG') return redis;
    await sleep(100);
  }
  throw new Error('redis-server did not start');
}

const stopProcess = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

/** s3rver behind a pass-through proxy; `failing = true` makes the proxy answer every call with 500. */
async function startObjectStore(dir: string) {
  const store = new S3rver({
    address: '127.0.0.1',
    port: await freePort(),
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'boibazar-photos' }],
  });
  const { port: storePort } = await store.run();
  const control = { failing: false };
  const proxy = http.createServer((req, res) => {
    if (control.failing) {
      req.resume();
      res.writeHead(500, { 'content-type': 'application/xml' });
      res.end('<Error><Code>InternalError</Code><Message>drill</Message></Error>');
      return;
    }
    const upstream = http.request(
      { host: '127.0.0.1', port: storePort, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => proxy.close(resolve)));
  cleanups.push(() => store.close());
  return {
    control,
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${(proxy.address() as net.AddressInfo).port}`,
      S3_BUCKET: 'boibazar-photos',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// People and the steady load.

interface Person {
  id: string;
  email: string;
  token: string;
  address: string;
}
let addressCounter = 0;
const newAddress = () => {
  addressCounter += 1;
  return `198.19.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};
const as = (person: Person) => ({ token: person.token, address: person.address });

async function signUp(base: string, role: 'Buyer' | 'Seller'): Promise<Person> {
  const email = `d${randomBytes(5).toString('hex')}@example.test`;
  const address = newAddress();
  const res = await call(base, 'POST', '/api/auth/signup', {
    address,
    body: {
      name: 'Drill Person',
      email,
      password: 'drill password 1',
      image: 'https://images.example.com/d.jpg',
      role,
    },
  });
  if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${JSON.stringify(res.body)}`);
  const body = res.body as { accessToken: string; user: { _id: string } };
  return { id: body.user._id, email, token: body.accessToken, address };
}

/** One request's outcome, as the load saw it. */
interface Outcome {
  at: number;
  what: string;
  ok: boolean;
  detail?: string;
}

/** What the server acknowledged: each must be in the database (or, for photos, served) at the end. */
const acknowledged = {
  books: [] as string[],
  paid: [] as string[],
  messages: [] as string[],
  photos: [] as string[],
};

class Load {
  outcomes: Outcome[] = [];
  private running = true;
  private loops: Promise<void>[] = [];

  constructor(
    private balancer: string,
    private category: string,
    private seller: Person,
    private buyers: Person[],
    private png: Buffer,
  ) {}

  private record(what: string, res: Answer | Error, okStatus: number[]) {
    const ok = !(res instanceof Error) && okStatus.includes(res.status);
    this.outcomes.push({
      at: Date.now(),
      what,
      ok,
      detail: res instanceof Error ? res.message.slice(0, 40) : ok ? undefined : `${res.status}`,
    });
    return ok;
  }

  private async attempt(what: string, okStatus: number[], run: () => Promise<Answer>) {
    try {
      const res = await run();
      return this.record(what, res, okStatus) ? res : undefined;
    } catch (error) {
      this.record(what, error as Error, okStatus);
      return undefined;
    }
  }

  private loop(pauseMs: number, step: (n: number) => Promise<void>) {
    this.loops.push(
      (async () => {
        for (let n = 0; this.running; n += 1) {
          await step(n);
          await sleep(pauseMs);
        }
      })(),
    );
  }

  private books: string[] = [];

  start() {
    const b = this.balancer;
    // Browsing: the category page and a book page.
    for (let i = 0; i < 3; i += 1)
      this.loop(20, async (n) => {
        if (n % 2 === 0 || this.books.length === 0)
          await this.attempt('browse', [200], () => call(b, 'GET', `/api/category/${this.category}`));
        else {
          const id = this.books[n % this.books.length]!;
          await this.attempt('browse', [200, 404], () => call(b, 'GET', `/api/books/${id}`));
        }
      });
    // Listings; one with a photo uploaded first every PHOTO_EVERY_MS. Uploads are limited to 30 a minute per
    // client address (catalogue's upload route), and all the drill's traffic comes from one address.
    let lastPhotoAt = 0;
    this.loop(150, async (n) => {
      let image = 'https://images.example.com/drill.jpg';
      if (Date.now() - lastPhotoAt >= PHOTO_EVERY_MS) {
        lastPhotoAt = Date.now();
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(this.png)], { type: 'image/png' }), 'cover.png');
        const uploaded = await this.attempt('photo', [201], () =>
          call(b, 'POST', '/api/uploads', { ...as(this.seller), body: form }),
        );
        if (!uploaded) return;
        image = (uploaded.body as { url: string }).url;
        acknowledged.photos.push(image);
      }
      const listed = await this.attempt('list', [201], () =>
        call(b, 'POST', '/api/products', {
          ...as(this.seller),
          body: {
            productName: `Drill ${n}`,
            image,
            location: 'Dhaka',
            condition: 'Good',
            resale: '300',
            original: '600',
            purchage: '2022',
            year: '2',
            sellerName: 'Rahim',
            conatct: '01711000000',
            description: 'Listed by the drill',
            category: this.category,
          },
        }),
      );
      if (listed) {
        const id = (listed.body as { insertedId: string }).insertedId;
        acknowledged.books.push(id);
        this.books.push(id);
      }
    });
    // Card payments: book a listed book, pay it with the sandbox card.
    this.loop(200, async (n) => {
      const bookId = this.books.shift();
      if (!bookId) return;
      const buyer = this.buyers[n % this.buyers.length]!;
      const booked = await this.attempt('pay', [201], () =>
        call(b, 'POST', '/api/bookings', {
          ...as(buyer),
          body: { productId: bookId, phone: '01700000000', location: 'Dhaka' },
        }),
      );
      if (!booked) return;
      const booking = (booked.body as { insertedId: string }).insertedId;
      const intent = await this.attempt('pay', [200], () =>
        call(b, 'POST', '/api/create-payment-intent', { ...as(buyer), body: { price: 1, booking } }),
      );
      if (!intent) return;
      const clientSecret = (intent.body as { clientSecret: string }).clientSecret;
      const intentId = clientSecret.split('_secret_')[0];
      const confirmed = await this.attempt('pay', [200], () =>
        call(b, 'POST', `/api/sandbox/intents/${intentId}/confirm`, {
          ...as(buyer),
          body: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' },
        }),
      );
      if (!confirmed) return;
      const paid = await this.attempt('pay', [200], () =>
        call(b, 'POST', '/api/payments', {
          ...as(buyer),
          body: { email: buyer.email, price: 1, transactionId: intentId, booking, productId: bookId },
        }),
      );
      if (paid) acknowledged.paid.push(booking);
    });
    // Messages: a buyer asks the seller about a book; the buyers take turns, each under the send limit of
    // MESSAGES_PER_MINUTE (the tabs' check sends one more as the first buyer).
    this.loop(MESSAGE_EVERY_MS, async (n) => {
      const bookId = this.books[this.books.length - 1];
      if (!bookId) return;
      const buyer = this.buyers[(n + 1) % this.buyers.length]!;
      const asked = await this.attempt('message', [201], () =>
        call(b, 'POST', '/api/conversations', {
          ...as(buyer),
          body: { bookId, text: `Drill question ${n}` },
        }),
      );
      if (asked) acknowledged.messages.push((asked.body as { message: { _id: string } }).message._id);
    });
  }

  async stop() {
    this.running = false;
    await Promise.all(this.loops);
  }
}

// ---------------------------------------------------------------------------------------------------
// Live tabs that reconnect the way EventSource does.

class Tab {
  stream: SseClient | undefined;
  reconnects = 0;
  private closed = false;

  constructor(
    private balancer: string,
    private person: Person,
  ) {}

  async open(): Promise<void> {
    while (!this.closed) {
      try {
        const ticket = await call(this.balancer, 'POST', '/api/events/ticket', as(this.person));
        if (ticket.status === 200) {
          const stream = await openSse(
            `${this.balancer}/api/events?ticket=${(ticket.body as { ticket: string }).ticket}`,
          );
          if (stream.status === 200) {
            await stream.next((frame) => frame.type === 'ready', 5000);
            this.stream = stream;
            void stream.ended.then(() => {
              if (this.closed || this.stream !== stream) return;
              this.stream = undefined;
              this.reconnects += 1;
              void sleep(500).then(() => this.open());
            });
            return;
          }
          stream.close();
        }
      } catch {
        // not yet
      }
      await sleep(500);
    }
  }

  close() {
    this.closed = true;
    this.stream?.close();
  }
}

// ---------------------------------------------------------------------------------------------------

interface Row {
  fault: string;
  requests: number;
  failed: number;
  'failed by kind': string;
  'longest gap (s)': number;
  'jobs taken over': string;
  'tabs reconnected': number;
  'tabs heard next message': string;
  'ready again (s)': string;
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'boibazar-drill-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  const redisPort = await freePort();
  let redis = await startRedis(redisPort, dir);
  cleanups.push(() => stopProcess(redis));
  fs.mkdirSync(path.join(dir, 's3'));
  const store = await startObjectStore(path.join(dir, 's3'));
  for (const [key, value] of Object.entries(store.env)) process.env[key] = value;

  log('starting the cluster…');
  const cluster: Cluster = await startCluster({
    CLUSTER_REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
    JOBS_POLL_INTERVAL: process.env.JOBS_POLL_INTERVAL ?? '500ms',
    RATE_LIMIT_AUTH: process.env.RATE_LIMIT_AUTH ?? '1000',
  });
  cleanups.unshift(() => cluster.stop());
  // The PostgreSQL fault ends this pool's connections too; the pool makes new ones when it is back.
  cluster.db.on('error', () => undefined);
  const databaseName = new URL(cluster.state().databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  cleanups.unshift(() => admin.end());

  const b = cluster.balancer;
  const category = ((await call(b, 'GET', '/api/categories')).body as Array<{ _id: string }>)[0]!._id;
  const seller = await signUp(b, 'Seller');
  const buyers = await Promise.all(Array.from({ length: BUYERS }, () => signUp(b, 'Buyer')));
  const png = await sharp({ create: { width: 600, height: 900, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  const tabs = Array.from({ length: TABS }, () => new Tab(b, seller));
  await Promise.all(tabs.map((tab) => tab.open()));
  const load = new Load(b, category, seller, buyers, png);
  load.start();
  log(`load running; ${TABS} live tabs of the seller open`);
  await sleep(3000);

  /** Polls every instance's /api/ready; answers when all are 200 again after `since`. */
  const readyWatch = (since: number) => {
    let downSeen = false;
    let readyAt: number | undefined;
    let stop = false;
    const done = (async () => {
      while (!stop) {
        const states = await Promise.all(
          cluster.instances.map((instance) =>
            fetch(`${instance.url}/api/ready`, { signal: AbortSignal.timeout(2000) })
              .then((res) => res.status)
              .catch(() => 0),
          ),
        );
        const allReady = states.every((status) => status === 200);
        if (!allReady) {
          downSeen = true;
          readyAt = undefined;
        } else if (readyAt === undefined) readyAt = Date.now();
        await sleep(100);
      }
    })();
    return async () => {
      stop = true;
      await done;
      if (!downSeen) return 'never down';
      return readyAt === undefined ? 'not yet' : ((readyAt - since) / 1000).toFixed(1);
    };
  };

  const rows: Row[] = [];
  async function phase(fault: string, cause: () => Promise<() => Promise<string>>) {
    log(`${fault}…`);
    const from = Date.now();
    const reconnectsBefore = tabs.reduce((sum, tab) => sum + tab.reconnects, 0);
    const stopWatch = readyWatch(from);
    const jobsOutcome = await cause();
    await sleep(Math.max(0, from + PHASE_SECONDS * 1000 - Date.now()));
    const outcomes = load.outcomes.filter((o) => o.at >= from);
    const failed = outcomes.filter((o) => !o.ok);
    // "photo 20 (502×3, 503×17)": each kind's failures by status (or the broken connection's error).
    const byKind = new Map<string, Map<string, number>>();
    for (const o of failed) {
      const statuses = byKind.get(o.what) ?? new Map<string, number>();
      statuses.set(o.detail ?? '?', (statuses.get(o.detail ?? '?') ?? 0) + 1);
      byKind.set(o.what, statuses);
    }
    let gap = 0;
    let last = from;
    for (const o of outcomes.filter((o) => o.ok).sort((x, y) => x.at - y.at)) {
      gap = Math.max(gap, o.at - last);
      last = o.at;
    }
    gap = Math.max(gap, Date.now() - last);
    // Every tab should hear a message sent now (through a connected stream).
    const heard = await hearNext();
    rows.push({
      fault,
      requests: outcomes.length,
      failed: failed.length,
      'failed by kind':
        [...byKind]
          .map(([kind, statuses]) => {
            const total = [...statuses.values()].reduce((sum, n) => sum + n, 0);
            return `${kind} ${total} (${[...statuses].map(([status, n]) => `${status}×${n}`).join(', ')})`;
          })
          .join('; ') || '-',
      'longest gap (s)': Number((gap / 1000).toFixed(1)),
      'jobs taken over': await jobsOutcome(),
      'tabs reconnected': tabs.reduce((sum, tab) => sum + tab.reconnects, 0) - reconnectsBefore,
      'tabs heard next message': heard,
      'ready again (s)': await stopWatch(),
    });
  }

  let questions = 0;
  async function hearNext(): Promise<string> {
    const deadline = Date.now() + 20_000;
    while (tabs.some((tab) => !tab.stream) && Date.now() < deadline) await sleep(200);
    const bookId = acknowledged.books[acknowledged.books.length - 1]!;
    questions += 1;
    const asked = await call(b, 'POST', '/api/conversations', {
      ...as(buyers[0]!),
      body: { bookId, text: `Can every tab hear this? ${questions}` },
    }).catch(() => undefined);
    if (asked?.status !== 201) return `message refused (${asked?.status ?? 'no answer'})`;
    const messageId = (asked.body as { message: { _id: string } }).message._id;
    const results = await Promise.all(
      tabs.map((tab) =>
        tab.stream
          ? tab.stream
              .next(
                (frame) =>
                  frame.type === 'message.created' &&
                  (frame.data as { messageId: string }).messageId === messageId,
                10_000,
              )
              .then(
                () => true,
                () => false,
              )
          : Promise.resolve(false),
      ),
    );
    return `${results.filter(Boolean).length}/${tabs.length}`;
  }

  const noJobs = async () => async () => '-';

  await phase('none (steady load)', noJobs);

  await phase('kill -9 one instance', async () => {
    const victim = cluster.state().instances[0]!;
    const held = await cluster.db.query(
      `select id from jobs where status = 'running' and locked_by like $1`,
      [`%:${victim.pid}:%`],
    );
    const ids = held.rows.map((row: { id: string }) => row.id);
    process.kill(victim.pid, 'SIGKILL');
    log(`killed ${victim.name} (pid ${victim.pid}) holding ${ids.length} running job(s)`);
    return async () => {
      if (ids.length === 0) return '0 held';
      const { rows } = await cluster.db.query(`select status, locked_by from jobs where id = any($1)`, [ids]);
      const finished = rows.filter((row: { status: string }) => row.status === 'done').length;
      return `${finished}/${ids.length} finished again`;
    };
  });

  await phase('Redis restarted', async () => {
    await stopProcess(redis);
    await sleep(1000);
    redis = await startRedis(redisPort, dir);
    return async () => '-';
  });

  await phase(`PostgreSQL refuses connections ${OUTAGE_SECONDS} s`, async () => {
    await admin.query(`alter database ${databaseName} allow_connections false`);
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1`, [
      databaseName,
    ]);
    setTimeout(() => {
      void admin.query(`alter database ${databaseName} allow_connections true`);
    }, OUTAGE_SECONDS * 1000);
    return async () => '-';
  });

  await phase(`S3 answers 500 for ${OUTAGE_SECONDS} s`, async () => {
    store.control.failing = true;
    setTimeout(() => (store.control.failing = false), OUTAGE_SECONDS * 1000);
    return async () => '-';
  });

  await load.stop();
  tabs.forEach((tab) => tab.close());

  // Acknowledged writes: every one must be stored (photos: served).
  const missing = async (table: string, ids: string[], where = '') => {
    const { rows } = await cluster.db.query(`select id from ${table} where id = any($1) ${where}`, [ids]);
    const found = new Set(rows.map((row: { id: string }) => row.id));
    return ids.filter((id) => !found.has(id)).length;
  };
  const lostBooks = await missing('books', acknowledged.books);
  const lostPaid = await missing(
    'bookings',
    acknowledged.paid,
    `and status in ('paid', 'completed', 'handed_over')`,
  );
  const lostMessages = await missing('messages', acknowledged.messages);
  let lostPhotos = 0;
  for (const url of acknowledged.photos) {
    const served = await call(b, 'GET', url).catch(() => undefined);
    if (served?.status !== 200) lostPhotos += 1;
  }

  const load1 = os.loadavg().map((n) => n.toFixed(1));
  console.log(
    `drill on ${os.availableParallelism()} cores; each fault ${PHASE_SECONDS} s, outages ${OUTAGE_SECONDS} s; load average ${load1.join(' ')} at the end`,
  );
  console.table(rows);
  console.log(
    `acknowledged writes: ${acknowledged.books.length} listings, ${acknowledged.paid.length} card payments, ${acknowledged.messages.length} messages, ${acknowledged.photos.length} photos; lost: ${lostBooks} listings, ${lostPaid} payments, ${lostMessages} messages, ${lostPhotos} photos`,
  );
  const lost = lostBooks + lostPaid + lostMessages + lostPhotos;
  if (lost > 0) process.exitCode = 1;
}

let exiting = false;
async function cleanUp() {
  if (exiting) return;
  exiting = true;
  for (const cleanup of cleanups) {
    try {
      await cleanup();
    } catch (error) {
      log(`while stopping: ${(error as Error).message}`);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void cleanUp().then(() => process.exit(1)));
main()
  .catch((error: Error) => {
    log(error.stack ?? error.message);
    process.exitCode = 1;
  })
  .finally(() => cleanUp());
