#!/usr/bin/env node
// `npm run cluster`: BoiBazar as several instances on this machine, the way docs/deploy.md lays it out on
// real ones: a fresh PostgreSQL database on the local server, a Redis on a spare port, a local
// S3-compatible store (s3rver), CLUSTER_INSTANCES instances (default 2) of the built app and Debian's
// nginx in front. Prints `balancer URL` and `instance NAME URL` on stdout (nothing else), progress on
// stderr, and stops everything on Ctrl-C or SIGTERM. Decision 193.
//
// Settings (environment): CLUSTER_INSTANCES, CLUSTER_DATABASE_URL (a PostgreSQL server that lets this
// user create databases; default postgres://postgres@127.0.0.1:5432/postgres), CLUSTER_REDIS_URL (use this
// Redis instead of starting one), CLUSTER_PORT (the balancer's port; default a free one),
// CLUSTER_STATE_FILE (write the layout and process ids there as JSON, for tests), S3_ENDPOINT with the
// other S3_* variables (use that object store instead of starting s3rver; `npm run drill` puts a proxy there),
// CLUSTER_RESTART=1 (start an instance again when it exits, as a supervisor would),
// NGINX (default /usr/sbin/nginx). Without BKASH_BASE_URL (and outside production) it starts ONE offline
// bKash sandbox and points every instance at it, since the sandbox keeps its payments in memory and a
// buyer's callback may reach another instance than the one that created the payment. Any other variable (RATE_LIMIT_AUTH, JOBS_POLL_INTERVAL, PAYMENTS…)
// reaches the instances unchanged.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import {
  compiledBkashSandbox,
  compiledServer,
  ensureServerBuilt,
  ensureWebBuilt,
  serverEnv,
  serverNodeOptions,
} from './ensure-built.mjs';

const log = (line) => process.stderr.write(`cluster: ${line}\n`);
const count = Number(process.env.CLUSTER_INSTANCES ?? 2);
const adminUrl = process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const nginxBin = process.env.NGINX ?? '/usr/sbin/nginx';
const restart = process.env.CLUSTER_RESTART === '1';
const stateFile = process.env.CLUSTER_STATE_FILE;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'boibazar-cluster-'));
// nginx's workers run as an unprivileged user when it is started as root; they must reach its temp folders.
fs.chmodSync(dir, 0o755);
const cleanups = [];
let stopping = false;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(what, check, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not come up within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  log('stopping…');
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      log(`while stopping: ${error.message}`);
    }
  }
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(code);
}

/** Sends `signal` and waits for the child to exit (SIGKILL after `graceMs`). */
function stopChild(child, signal = 'SIGTERM', graceMs = 15_000) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

async function startDatabase() {
  const name = `boibazar_cluster_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function startRedis() {
  if (process.env.CLUSTER_REDIS_URL) return process.env.CLUSTER_REDIS_URL;
  const port = await freePort();
  const redis = spawn(
    'redis-server',
    ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  redis.on('error', (error) => {
    log(`redis-server could not start (${error.message}); set CLUSTER_REDIS_URL to a running Redis`);
    void stopAll(1);
  });
  cleanups.push(() => stopChild(redis));
  await waitFor('Redis', () => {
    const result = spawnSync('redis-cli', ['-h', '127.0.0.1', '-p', String(port), 'ping']);
    return result.stdout?.toString().trim() === 'PONG';
  });
  return `redis://127.0.0.1:${port}`;
}

async function startObjectStore() {
  // A store chosen by the caller (S3_ENDPOINT and the other S3_* variables reach the instances unchanged).
  if (process.env.S3_ENDPOINT) return {};
  const directory = path.join(dir, 's3');
  fs.mkdirSync(directory);
  const server = new S3rver({
    address: '127.0.0.1',
    port: await freePort(),
    silent: true,
    directory,
    configureBuckets: [{ name: 'boibazar-photos' }],
  });
  const { port } = await server.run();
  cleanups.push(() => server.close());
  return {
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: 'boibazar-photos',
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: '1',
  };
}

/**
 * One offline bKash sandbox for every instance (each would otherwise start its own, in memory, and a
 * callback landing on the other instance would ask a sandbox that never saw the payment). Answers the
 * BKASH_* variables that point the instances at it, or {} when the caller set BKASH_BASE_URL or runs
 * production (where the sandbox is refused and bKash is configured for real).
 */
async function startBkashSandbox(nodeEnv) {
  if (process.env.BKASH_BASE_URL || nodeEnv === 'production') return {};
  const sandbox = spawn(process.execPath, ['--enable-source-maps', compiledBkashSandbox], {
    env: { ...process.env, NODE_ENV: nodeEnv, PORT: String(await freePort()) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  cleanups.push(() => stopChild(sandbox));
  // It prints BKASH_BASE_URL=… and the credentials it accepts, one per line, once it listens.
  const printed = await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('the bKash sandbox did not start')), 30_000);
    sandbox.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('BKASH_PASSWORD=') && out.endsWith('\n')) {
        clearTimeout(timer);
        resolve(out);
      }
    });
    sandbox.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the bKash sandbox exited with ${code}`));
    });
  });
  sandbox.stdout.resume();
  sandbox.on('exit', (code, signal) => {
    if (stopping) return;
    log(`the bKash sandbox exited (${signal ?? `code ${code}`})`);
    void stopAll(1);
  });
  return Object.fromEntries(
    printed
      .split('\n')
      .filter((line) => line.startsWith('BKASH_'))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

const instances = [];
const state = () => ({
  balancer: balancerUrl,
  databaseUrl,
  redisUrl,
  bkashBaseUrl,
  instances: instances.map((i) => ({ name: i.name, url: i.url, pid: i.child.pid, starts: i.starts })),
});
let balancerUrl = '';
let databaseUrl = '';
let redisUrl = '';
let bkashBaseUrl = '';
const saveState = () => {
  if (stateFile) fs.writeFileSync(stateFile, JSON.stringify(state(), null, 2));
};

function spawnInstance(instance, env) {
  const logFile = fs.openSync(path.join(dir, `${instance.name}.log`), 'a');
  // NOTE: node running the compiled server (as `npm start`), so our signals reach the server itself.
  const child = spawn(process.execPath, [...serverNodeOptions, compiledServer], {
    env: serverEnv({ ...env, INSTANCE_NAME: instance.name, PORT: String(instance.port) }),
    stdio: ['ignore', logFile, logFile],
  });
  fs.closeSync(logFile);
  instance.child = child;
  instance.starts += 1;
  child.on('exit', (code, signal) => {
    if (stopping) return;
    log(`instance ${instance.name} exited (${signal ?? `code ${code}`})`);
    if (restart) {
      log(`starting ${instance.name} again`);
      spawnInstance(instance, env);
      saveState();
    }
  });
  return child;
}

function nginxConfig(port) {
  const upstreams = instances
    .map((i) => `    server 127.0.0.1:${i.port} max_fails=1 fail_timeout=2s;`)
    .join('\n');
  const proxied = `
      proxy_pass http://boibazar;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # Refused or broken connections and 502/503/504 go to the other instance; nginx never retries a
      # POST it has already sent (no non_idempotent), so a write is never applied twice.
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_tries ${instances.length};
      proxy_connect_timeout 2s;
      # No instance could answer (nginx's own 502/504): the API's JSON 503 with Retry-After (decision 410).
      error_page 502 504 = @unavailable;`;
  return `daemon off;
master_process on;
worker_processes ${Math.min(os.availableParallelism?.() ?? 2, 4)};
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/nginx-body;
  proxy_temp_path ${dir}/nginx-proxy;
  fastcgi_temp_path ${dir}/nginx-fastcgi;
  uwsgi_temp_path ${dir}/nginx-uwsgi;
  scgi_temp_path ${dir}/nginx-scgi;
  client_max_body_size 10m;
  upstream boibazar {
${upstreams}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    location = /api/events {
      # The live stream: unbuffered, long-lived; a client whose instance stops reconnects to another.
${proxied}
      proxy_buffering off;
      proxy_read_timeout 1h;
    }
    location / {
${proxied}
    }
    location @unavailable {
      default_type application/json;
      add_header Retry-After 5 always;
      return 503 '{"error":{"code":"SERVICE_UNAVAILABLE","message":"This is briefly unavailable; please try again in a moment"}}';
    }
  }
}
`;
}

async function main() {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stopAll(0));
  if (!fs.existsSync(nginxBin))
    throw new Error(`nginx is not installed at ${nginxBin} (apt-get install nginx)`);
  ensureWebBuilt({ log, output: process.stderr });
  ensureServerBuilt({ log, output: process.stderr });

  databaseUrl = await startDatabase();
  log(`database ${databaseUrl}`);
  redisUrl = await startRedis();
  log(`redis ${redisUrl}`);
  const store = await startObjectStore();
  log(`object store ${store.S3_ENDPOINT ?? process.env.S3_ENDPOINT}${store.S3_ENDPOINT ? ' (s3rver)' : ''}`);
  const nodeEnv = process.env.NODE_ENV ?? 'development';
  // The balancer's port is chosen first: it is the public address every instance writes into links.
  const port = process.env.CLUSTER_PORT ? Number(process.env.CLUSTER_PORT) : await freePort();
  const bkash = await startBkashSandbox(nodeEnv);
  bkashBaseUrl = bkash.BKASH_BASE_URL ?? process.env.BKASH_BASE_URL ?? '';
  if (bkash.BKASH_BASE_URL) log(`bKash sandbox ${bkash.BKASH_BASE_URL} (one for every instance)`);

  const env = {
    ...process.env,
    NODE_ENV: nodeEnv,
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dir, 'data'),
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    JWT_SECRET: process.env.JWT_SECRET ?? randomBytes(48).toString('base64url'),
    TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback',
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://127.0.0.1:${port}`,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    ...store,
    ...bkash,
  };
  for (let i = 1; i <= count; i += 1) {
    instances.push({ name: `bb${i}`, port: await freePort(), starts: 0, child: undefined });
  }
  for (const instance of instances) instance.url = `http://127.0.0.1:${instance.port}`;
  // All at once, as a deployment would: the start-up lock makes them migrate one after another.
  for (const instance of instances) spawnInstance(instance, env);
  cleanups.push(() => Promise.all(instances.map((i) => stopChild(i.child))));
  await Promise.all(
    instances.map((instance) =>
      waitFor(
        `instance ${instance.name} (log: ${path.join(dir, `${instance.name}.log`)})`,
        async () => (await fetch(`${instance.url}/api/ready`)).status === 200,
        120_000,
      ),
    ),
  );

  fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(port));
  const nginx = spawn(
    nginxBin,
    ['-c', path.join(dir, 'nginx.conf'), '-p', dir, '-e', `${dir}/nginx-error.log`],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  nginx.on('exit', (code, signal) => {
    if (stopping) return;
    log(`nginx exited (${signal ?? `code ${code}`}); see ${dir}/nginx-error.log`);
    void stopAll(1);
  });
  // SIGQUIT: nginx finishes the requests it holds, then exits.
  cleanups.push(() => stopChild(nginx, 'SIGQUIT'));
  balancerUrl = `http://127.0.0.1:${port}`;
  await waitFor('nginx', async () => (await fetch(`${balancerUrl}/api/ready`)).status === 200, 30_000);

  saveState();
  process.stdout.write(`balancer ${balancerUrl}\n`);
  for (const instance of instances) process.stdout.write(`instance ${instance.name} ${instance.url}\n`);
  log(`ready; logs and nginx.conf in ${dir}; Ctrl-C stops everything`);
}

main().catch((error) => {
  log(error.message);
  void stopAll(1);
});
