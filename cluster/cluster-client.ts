// Starts `npm run cluster` (scripts/cluster.mjs) for the cluster suite and talks to it over real HTTP:
// the balancer (nginx) and each instance directly, so a test can alternate between instances.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ClusterState {
  balancer: string;
  databaseUrl: string;
  redisUrl: string;
  /** The one bKash sandbox every instance talks to ('' when BKASH_BASE_URL came from outside). */
  bkashBaseUrl: string;
  instances: Array<{ name: string; url: string; pid: number; starts: number }>;
}

export interface Cluster {
  balancer: string;
  /** name → base URL, from the lines the script printed. */
  instances: Array<{ name: string; url: string }>;
  /** The live layout (process ids change when an instance is started again). */
  state(): ClusterState;
  db: pg.Pool;
  stop(): Promise<void>;
}

export async function startCluster(env: Record<string, string>): Promise<Cluster> {
  const stateFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'boibazar-cluster-test-')), 'state.json');
  const child: ChildProcess = spawn(process.execPath, ['scripts/cluster.mjs'], {
    cwd: root,
    env: { ...process.env, ...env, CLUSTER_STATE_FILE: stateFile, CLUSTER_RESTART: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const lines = await new Promise<string[]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`cluster did not start:\n${stderr}`)), 180_000);
    child.stdout!.on('data', (chunk) => {
      stdout += chunk;
      const got = stdout.split('\n').filter(Boolean);
      if (got.filter((line) => line.startsWith('instance ')).length >= 2 && stdout.endsWith('\n')) {
        clearTimeout(timer);
        resolve(got);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`cluster exited with ${code}:\n${stderr}`));
    });
  });
  const balancer = lines.find((line) => line.startsWith('balancer '))!.split(' ')[1]!;
  const instances = lines
    .filter((line) => line.startsWith('instance '))
    .map((line) => {
      const [, name, url] = line.split(' ');
      return { name: name!, url: url! };
    });
  const state = () => JSON.parse(fs.readFileSync(stateFile, 'utf8')) as ClusterState;
  const db = new pg.Pool({ connectionString: state().databaseUrl, max: 4 });
  return {
    balancer,
    instances,
    state,
    db,
    async stop() {
      await db.end();
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(path.dirname(stateFile), { recursive: true, force: true });
    },
  };
}

export interface Answer {
  status: number;
  instance: string | null;
  headers: Headers;
  body: unknown;
  raw: Buffer;
}

/** One HTTP request; never throws for a status, only for a broken connection. */
export async function call(
  base: string,
  method: string,
  url: string,
  opts: { token?: string; body?: unknown; address?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.address) headers['x-forwarded-for'] = opts.address;
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const res = await fetch(`${base}${url}`, { method, headers, body });
  const raw = Buffer.from(await res.arrayBuffer());
  let parsed: unknown = undefined;
  if (res.headers.get('content-type')?.includes('json') && raw.length > 0)
    parsed = JSON.parse(raw.toString());
  return {
    status: res.status,
    instance: res.headers.get('x-instance'),
    headers: res.headers,
    body: parsed,
    raw,
  };
}

/** Waits until every instance answers /api/ready with 200 (after one was stopped and started again). */
export async function waitUntilReady(cluster: Cluster, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const states = await Promise.all(
      cluster.instances.map((instance) =>
        fetch(`${instance.url}/api/ready`)
          .then((res) => res.status)
          .catch(() => 0),
      ),
    );
    if (states.every((status) => status === 200)) return;
    if (Date.now() > deadline) throw new Error(`instances not ready: ${states.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
