// The cluster suite: `npm run cluster` (PostgreSQL, Redis, s3rver, two instances, nginx) driven over real
// HTTP, with requests deliberately alternating between the instances. Runs in `npm test` when
// PostgreSQL, Redis and nginx are present (scripts/test.mjs).
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startCluster, waitUntilReady, type Answer, type Cluster } from './cluster-client.ts';

const RATE_LIMIT_AUTH = 5;
const DEMO_SELLER = { email: 'seller@boibazar.test', password: 'boibazar-demo' };

let cluster: Cluster;
let a: { name: string; url: string };
let b: { name: string; url: string };
let addressCounter = 0;
/** A distinct client address per simulated person, so per-address limits do not mix the tests. */
const newAddress = () => {
  addressCounter += 1;
  return `198.18.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

beforeAll(async () => {
  cluster = await startCluster({ RATE_LIMIT_AUTH: String(RATE_LIMIT_AUTH), LOG_LEVEL: 'warn' });
  [a, b] = cluster.instances as [typeof a, typeof b];
}, 240_000);
afterAll(async () => {
  await cluster?.stop();
}, 60_000);

interface Person {
  email: string;
  password: string;
  token: string;
  address: string;
}

async function signUp(base: string, role: 'Buyer' | 'Seller' = 'Buyer'): Promise<Person> {
  const email = `c${randomBytes(5).toString('hex')}@example.test`;
  const password = 'cluster password 1';
  const address = newAddress();
  const res = await call(base, 'POST', '/api/auth/signup', {
    address,
    body: { name: 'Cluster Person', email, password, image: 'https://images.example.com/me.jpg', role },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { email, password, address, token: (res.body as { accessToken: string }).accessToken };
}

async function signIn(base: string, email: string, password: string): Promise<Person> {
  const address = newAddress();
  const res = await call(base, 'POST', '/api/auth/login', { address, body: { email, password } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { email, password, address, token: (res.body as { accessToken: string }).accessToken };
}

const as = (person: Person) => ({ token: person.token, address: person.address });

describe('one deployment, two instances', () => {
  it('when nginx is asked repeatedly, then both instances answer and each answer names its instance', async () => {
    const seen = new Set<string | null>();
    for (let i = 0; i < 6; i += 1)
      seen.add((await call(cluster.balancer, 'GET', '/api/categories')).instance);
    expect([...seen].sort()).toEqual([a.name, b.name].sort());
    for (const instance of [a, b]) {
      const ready = await call(instance.url, 'GET', '/api/ready');
      expect(ready.status).toBe(200);
      expect(ready.instance).toBe(instance.name);
      expect(ready.body).toMatchObject({ checks: { database: 'ok', redis: 'ok', store: 'ok' } });
    }
  });

  it('when one instance issues a token, then the other accepts it; when one signs it out, then the other refuses it', async () => {
    const person = await signUp(a.url);
    const me = await call(b.url, 'GET', '/api/auth/me', as(person));
    expect(me.status).toBe(200);
    expect(me.instance).toBe(b.name);
    expect((me.body as { email: string }).email).toBe(person.email);

    const out = await call(b.url, 'POST', '/api/auth/logout', as(person));
    expect(out.status).toBe(204);
    const after = await call(a.url, 'GET', '/api/auth/me', as(person));
    expect(after.status).toBe(401);
    expect(after.instance).toBe(a.name);
  });

  it(`when wrong passwords alternate between the instances, then the ${RATE_LIMIT_AUTH + 1}th attempt is refused wherever it lands`, async () => {
    const person = await signUp(b.url);
    const address = newAddress();
    const answers: Answer[] = [];
    for (let i = 0; i < RATE_LIMIT_AUTH + 2; i += 1) {
      answers.push(
        await call([a, b][i % 2]!.url, 'POST', '/api/auth/login', {
          address,
          body: { email: person.email, password: 'not the password' },
        }),
      );
    }
    expect(answers.map((answer) => answer.instance)).toEqual(answers.map((_, i) => [a, b][i % 2]!.name));
    expect(answers.map((answer) => answer.status)).toEqual([...Array(RATE_LIMIT_AUTH).fill(401), 429, 429]);
  });

  it('when a photo is uploaded through one instance, then the other serves it with the same cache headers', async () => {
    const seller = await signIn(a.url, DEMO_SELLER.email, DEMO_SELLER.password);
    const png = await sharp({ create: { width: 900, height: 1300, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cover.png');
    const uploaded = await call(a.url, 'POST', '/api/uploads', { ...as(seller), body: form });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    expect(uploaded.instance).toBe(a.name);
    const { url, thumbnailUrl } = uploaded.body as { url: string; thumbnailUrl: string };

    for (const path of [url, thumbnailUrl]) {
      const served = await call(b.url, 'GET', path);
      expect(served.status, path).toBe(200);
      expect(served.instance).toBe(b.name);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await sharp(served.raw).metadata()).format).toBe('webp');
    }
  });
});

describe('the payment race across instances', () => {
  const BUYERS = 12;
  const ROUNDS = 3;

  type Outcome = 'paid' | 'refused';

  async function checkout(buyer: Person, bookId: string, first: number): Promise<Outcome> {
    // Every step goes to the other instance than the step before it.
    const on = (step: number) => [a, b][(first + step) % 2]!.url;
    const booked = await call(on(0), 'POST', '/api/bookings', {
      ...as(buyer),
      body: {
        productId: bookId,
        buyerName: 'x',
        email: 'x@example.test',
        bookName: 'x',
        price: 1,
        phone: '01700000000',
        location: 'Dhaka',
        photo: 'x',
      },
    });
    if (booked.status === 409) return 'refused';
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const booking = (booked.body as { insertedId: string }).insertedId;
    const intent = await call(on(1), 'POST', '/api/create-payment-intent', {
      ...as(buyer),
      body: { price: 1, booking },
    });
    if (intent.status === 409) return 'refused';
    expect(intent.status, JSON.stringify(intent.body)).toBe(200);
    const clientSecret = (intent.body as { clientSecret: string }).clientSecret;
    const intentId = clientSecret.split('_secret_')[0];
    const confirmed = await call(on(2), 'POST', `/api/sandbox/intents/${intentId}/confirm`, {
      ...as(buyer),
      body: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' },
    });
    if (confirmed.status === 409) return 'refused';
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const paid = await call(on(3), 'POST', '/api/payments', {
      ...as(buyer),
      body: { email: buyer.email, price: 1, transactionId: intentId, booking, productId: bookId },
    });
    if (paid.status === 200) return 'paid';
    expect(paid.status, JSON.stringify(paid.body)).toBe(409);
    return 'refused';
  }

  it(`when ${BUYERS} buyers race for one book through both instances, ${ROUNDS} times, then each book is sold exactly once`, async () => {
    const seller = await signIn(b.url, DEMO_SELLER.email, DEMO_SELLER.password);
    const categories = (await call(a.url, 'GET', '/api/categories')).body as Array<{ _id: string }>;
    const buyers = await Promise.all(Array.from({ length: BUYERS }, (_, i) => signUp([a, b][i % 2]!.url)));
    for (let round = 0; round < ROUNDS; round += 1) {
      const listed = await call([a, b][round % 2]!.url, 'POST', '/api/products', {
        ...as(seller),
        body: {
          productName: `Race ${round}`,
          image: 'https://images.example.com/race.jpg',
          location: 'Dhaka',
          condition: 'Good',
          resale: '300',
          original: '600',
          purchage: '2022',
          year: '2',
          sellerName: 'Rahim',
          conatct: '01711000000',
          description: 'Race copy',
          category: categories[0]!._id,
        },
      });
      expect(listed.status, JSON.stringify(listed.body)).toBe(201);
      const bookId = (listed.body as { insertedId: string }).insertedId;
      const outcomes = await Promise.all(buyers.map((buyer, i) => checkout(buyer, bookId, i)));
      expect(outcomes.filter((outcome) => outcome === 'paid')).toHaveLength(1);

      const { rows } = await cluster.db.query(
        `select
           (select is_sold from books where id = $1) as sold,
           (select count(*) from bookings where book_id = $1 and status = 'paid') as paid_orders,
           (select count(*) from payments where book_id = $1) as payments`,
        [bookId],
      );
      expect(rows[0]).toEqual({ sold: 1, paid_orders: '1', payments: '1' });
    }
  });
});

describe('stopping an instance under load', () => {
  async function listBook(seller: Person, base: string, n: number) {
    return call(base, 'POST', '/api/products', {
      ...as(seller),
      body: {
        productName: `Load ${n}`,
        image: 'https://images.example.com/load.jpg',
        location: 'Dhaka',
        condition: 'Good',
        resale: '100',
        original: '200',
        purchage: '2022',
        year: '1',
        sellerName: 'Rahim',
        conatct: '01711000000',
        description: 'Written while an instance stops',
        category: categoryId,
      },
    });
  }
  let categoryId: string;

  /** Reads and writes through nginx until `stopAt`, signalling one instance part-way. */
  async function loadWhileStopping(victim: string, signal: NodeJS.Signals) {
    const seller = await signIn(cluster.balancer, DEMO_SELLER.email, DEMO_SELLER.password);
    categoryId = ((await call(a.url, 'GET', '/api/categories')).body as Array<{ _id: string }>)[0]!._id;
    const pid = cluster.state().instances.find((instance) => instance.name === victim)!.pid;
    const reads = { ok: 0, failed: [] as string[] };
    const writes = { acknowledged: [] as string[], failed: [] as string[] };
    const servedBy = new Map<string, number>();
    const endAt = Date.now() + 5000;
    setTimeout(() => process.kill(pid, signal), 1500);

    const reader = async () => {
      while (Date.now() < endAt) {
        try {
          const res = await call(cluster.balancer, 'GET', `/api/category/${categoryId}`);
          if (res.status === 200) reads.ok += 1;
          else reads.failed.push(`${res.status} from ${res.instance}`);
          servedBy.set(String(res.instance), (servedBy.get(String(res.instance)) ?? 0) + 1);
        } catch (error) {
          reads.failed.push(String(error));
        }
      }
    };
    let n = 0;
    const writer = async () => {
      while (Date.now() < endAt) {
        n += 1;
        try {
          const res = await listBook(seller, cluster.balancer, n);
          if (res.status === 201) writes.acknowledged.push((res.body as { insertedId: string }).insertedId);
          else writes.failed.push(`${res.status} from ${res.instance}`);
        } catch (error) {
          writes.failed.push(String(error));
        }
      }
    };
    await Promise.all([...Array.from({ length: 6 }, reader), ...Array.from({ length: 2 }, writer)]);
    console.log(
      `${signal} to ${victim}: reads ${reads.ok} ok, ${reads.failed.length} failed; writes ${writes.acknowledged.length} acknowledged, ${writes.failed.length} refused (${[...new Set(writes.failed)].join(', ') || 'none'}); served by ${JSON.stringify(Object.fromEntries(servedBy))}`,
    );
    return { reads, writes, servedBy };
  }

  async function stored(ids: string[]) {
    const { rows } = await cluster.db.query('select id from books where id = any($1)', [ids]);
    return new Set(rows.map((row: { id: string }) => row.id));
  }

  it('when one instance gets SIGTERM in the middle of a read load, then no read fails and every acknowledged write is stored', async () => {
    const before = cluster.state().instances.find((instance) => instance.name === b.name)!.starts;
    const { reads, writes, servedBy } = await loadWhileStopping(b.name, 'SIGTERM');
    expect(reads.failed).toEqual([]);
    expect(reads.ok).toBeGreaterThan(20);
    expect(servedBy.get(a.name)).toBeGreaterThan(0);
    expect(writes.acknowledged.length).toBeGreaterThan(0);
    const found = await stored(writes.acknowledged);
    expect(writes.acknowledged.filter((id) => !found.has(id))).toEqual([]);
    await waitUntilReady(cluster);
    expect(cluster.state().instances.find((instance) => instance.name === b.name)!.starts).toBe(before + 1);
  }, 120_000);

  it('when one instance is killed with SIGKILL during writes, then every acknowledged write is stored', async () => {
    const { writes } = await loadWhileStopping(a.name, 'SIGKILL');
    expect(writes.acknowledged.length).toBeGreaterThan(0);
    const found = await stored(writes.acknowledged);
    expect(writes.acknowledged.filter((id) => !found.has(id))).toEqual([]);
    await waitUntilReady(cluster);
  }, 120_000);
});
