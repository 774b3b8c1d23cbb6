#!/usr/bin/env node
// `npm test`: lint, format check, type-check, API tests on SQLite and on PostgreSQL, web unit tests,
// the web build, the browser suite and the cluster suite (two instances behind nginx). Ends with one line
// "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const CI = process.env.CI === 'true' || process.env.CI === '1';
const results = path.resolve('test-results');
fs.mkdirSync(results, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];
const failures = [];

function loud(message) {
  const bar = '!'.repeat(78);
  console.error(`\n${bar}\n${message}\n${bar}\n`);
}

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) problems.push(`${label} failed (exit ${result.status ?? result.signal})`);
  return result.status === 0;
}

function vitestArgs(project, out) {
  return [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${out}`,
  ];
}

/** An error's first line, cut to 300 characters, for the `failed:` lines at the end. */
const firstLine = (text) =>
  String(text ?? 'failed')
    .split('\n')[0]
    .slice(0, 300);

function count(label, out) {
  if (fs.existsSync(out)) {
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    if (report.numTotalTests === 0) problems.push(`${label} ran no test`);
    // Named again at the very end, with the first line of the error: a long run's tail is often all of
    // its output that is kept.
    for (const file of report.testResults ?? []) {
      const where = `${label}: ${path.relative(process.cwd(), file.name)}`;
      const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
      for (const test of failed)
        failures.push(`${where} > ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`);
      if (failed.length === 0 && file.status === 'failed')
        failures.push(`${where}: ${firstLine(file.message)}`);
    }
  } else {
    totals.failed += 1;
  }
}

function vitest(label, project, env = {}) {
  const out = path.join(results, `${label.replace(/\W+/g, '-')}.json`);
  fs.rmSync(out, { force: true });
  run(label, 'npx', vitestArgs(project, out), env);
  count(label, out);
}

/**
 * Runs several vitest runs at once (the API and the browser suites on both databases: vitest gives each
 * run one worker on two cores, and a browser run mostly waits on its Chromium, so two fill the machine's
 * two cores better than one). Each run's output goes to
 * its own log, printed whole when it ends, so the two never interleave.
 */
async function vitestTogether(runs) {
  await Promise.all(
    runs.map(
      ({ label, project, env }) =>
        new Promise((resolve) => {
          const slug = label.replace(/\W+/g, '-');
          const out = path.join(results, `${slug}.json`);
          const log = path.join(results, `${slug}.log`);
          fs.rmSync(out, { force: true });
          console.log(
            `\n=== ${label} (started; its output follows when it ends): npx ${vitestArgs(project, out).join(' ')}`,
          );
          const fd = fs.openSync(log, 'w');
          const child = spawn('npx', vitestArgs(project, out), {
            stdio: ['ignore', fd, fd],
            env: { ...process.env, ...env },
          });
          child.on('close', (code, signal) => {
            fs.closeSync(fd);
            console.log(`\n=== ${label}: output`);
            process.stdout.write(fs.readFileSync(log, 'utf8'));
            if (code !== 0) problems.push(`${label} failed (exit ${code ?? signal})`);
            count(label, out);
            resolve();
          });
        }),
    ),
  );
}

function reachable(url) {
  return new Promise((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(2000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

const only = process.argv.slice(2);
const want = (step) => only.length === 0 || only.includes(step);

if (want('lint')) run('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
if (want('format')) run('format', 'npx', ['prettier', '--check', '.', '--log-level=warn']);
if (want('typecheck')) {
  for (const project of ['packages/shared', 'apps/server', 'apps/web', '.'])
    run(`typecheck ${project}`, 'npx', ['tsc', '-p', project]);
}
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const pgReachable = (want('api') || want('e2e')) && (await reachable(pgUrl));
if ((want('api') || want('e2e')) && !pgReachable) {
  loud(
    `PostgreSQL is not reachable at ${pgUrl}: the API and browser tests did NOT run on PostgreSQL.\nSet TEST_DATABASE_URL to a PostgreSQL server that lets this user create databases.`,
  );
  if (CI) problems.push('PostgreSQL missing under CI');
}
const onPostgres = { TEST_DB: 'postgres', TEST_DATABASE_URL: pgUrl };
if (want('api')) {
  // Vitest gives a project one worker on a two-core machine; the two databases' runs side by side use both.
  const apiRuns = [{ label: 'api on SQLite', project: 'api', env: { TEST_DB: 'sqlite' } }];
  if (pgReachable) apiRuns.push({ label: 'api on PostgreSQL', project: 'api', env: onPostgres });
  await vitestTogether(apiRuns);
}
if (want('web')) vitest('web unit', 'web');
if (want('e2e')) {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (run('build web', 'npm', ['run', 'build', '--silent'])) {
    if (fs.existsSync(chromium)) {
      const runs = [
        { label: 'browser on SQLite', project: 'e2e', env: { CHROMIUM_PATH: chromium, TEST_DB: 'sqlite' } },
      ];
      if (pgReachable)
        runs.push({
          label: 'browser on PostgreSQL',
          project: 'e2e',
          env: { CHROMIUM_PATH: chromium, ...onPostgres },
        });
      await vitestTogether(runs);
    } else {
      loud(
        `Chromium is not installed at ${chromium}: the browser suite did NOT run.\nInstall it with: apt-get install -y chromium`,
      );
      if (CI) problems.push('Chromium missing under CI');
    }
  }
}

if (want('cluster')) {
  // Two instances behind nginx on PostgreSQL + Redis (+ s3rver from node_modules): scripts/cluster.mjs.
  const nginx = process.env.NGINX ?? '/usr/sbin/nginx';
  const redisUp = spawnSync('redis-server', ['--version']).status === 0;
  const missing = [
    !pgReachable && !(await reachable(pgUrl)) && 'PostgreSQL',
    !redisUp && 'redis-server',
    !fs.existsSync(nginx) && 'nginx',
  ].filter(Boolean);
  if (missing.length === 0) vitest('cluster', 'cluster', { CLUSTER_DATABASE_URL: pgUrl });
  else {
    loud(
      `The cluster suite did NOT run: ${missing.join(', ')} missing.\nInstall them with: apt-get install -y nginx redis-server postgresql`,
    );
    if (CI) problems.push('cluster prerequisites missing under CI');
  }
}
console.log('');
for (const failure of failures) console.error(`failed: ${failure}`);
for (const problem of problems) console.error(`problem: ${problem}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(problems.length > 0 || totals.failed > 0 ? 1 : 0);
