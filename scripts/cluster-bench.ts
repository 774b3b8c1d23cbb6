// `npm run cluster:bench`: the category page's API (`GET /api/category/:id`, what the page loads) under
// the same load against one instance directly and against nginx in front of all of them, on one
// `npm run cluster` (decision 193). A measurement, never a test: the figures depend on the machine and
// on what else runs on it. Settings: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 50), and
// every `npm run cluster` setting (CLUSTER_INSTANCES, CLUSTER_DATABASE_URL, …).
import os from 'node:os';
import autocannon from 'autocannon';
import { call, startCluster } from '../cluster/cluster-client.ts';
import { processCpuMs } from './proc-cpu.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Figures {
  target: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  ok: number;
  other: number;
  errors: number;
  /** Cores busy on the whole machine, and in the instances' processes, over the measured seconds. */
  machineCores: number;
  instanceCores: number;
}

/** CPU seconds used so far: by the whole machine (every core), and by the given processes. */
function cpuSeconds(pids: number[]): { machine: number; processes: number } {
  const machine = os.cpus().reduce((sum, { times: t }) => sum + t.user + t.nice + t.sys + t.irq, 0) / 1000;
  let processes = 0;
  for (const pid of pids) {
    try {
      processes += processCpuMs(pid) / 1000;
    } catch {
      // not Linux, or the process is gone: counted as nothing
    }
  }
  return { machine, processes };
}

async function measure(target: string, url: string, duration: number, pids: number[]): Promise<Figures> {
  const before = cpuSeconds(pids);
  const result = await autocannon({ url, connections, duration });
  const after = cpuSeconds(pids);
  const cores = (seconds: number) => Math.round((seconds / duration) * 100) / 100;
  return {
    target,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    other: result.non2xx,
    errors: result.errors + result.timeouts,
    machineCores: cores(after.machine - before.machine),
    instanceCores: cores(after.processes - before.processes),
  };
}

const log = (line: string) => process.stderr.write(`bench: ${line}\n`);
log('starting the cluster…');
// The instances serve as production would: `npm run cluster` runs them in development, where every answer
// is also checked against its schema (several times the page's own cost, decision 534).
const cluster = await startCluster({
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  VERIFY_ANSWERS: process.env.VERIFY_ANSWERS ?? '0',
});
try {
  const categories = (await call(cluster.balancer, 'GET', '/api/categories')).body as Array<{ _id: string }>;
  const path = `/api/category/${categories[0]!._id}`;
  const one = cluster.instances[0]!;
  const targets: Array<[string, string]> = [
    [`one instance (${one.name}, direct)`, `${one.url}${path}`],
    [`nginx + ${cluster.instances.length} instances`, `${cluster.balancer}${path}`],
  ];
  const rows: Figures[] = [];
  for (const [target, url] of targets) {
    log(`${target}: warming up, then ${seconds} s with ${connections} connections`);
    const pids = cluster.state().instances.map((instance) => instance.pid);
    await measure(target, url, 2, pids);
    rows.push(await measure(target, url, seconds, pids));
  }
  const load = os.loadavg().map((n) => n.toFixed(1));
  console.log(`GET ${path.replace(/[^/]+$/, ':id')}, ${connections} connections, ${seconds} s each`);
  console.log(`machine: ${os.availableParallelism()} cores, load average ${load.join(' ')} at the end`);
  console.table(rows);
  // Issue 31's target, printed the way `npm run bench` prints its own (MET or MISSED, the load beside it).
  const [single, balanced] = rows;
  const ratio = Math.round((balanced!.requestsPerSecond / single!.requestsPerSecond) * 100) / 100;
  const verdict = ratio >= 1.7 ? 'MET' : `MISSED by ${Math.round((1.7 / ratio - 1) * 100)}%`;
  console.log(
    `target ${cluster.instances.length} instances on PostgreSQL / one, category page (issue 31): ${ratio} x (≥ 1.7) ${verdict}  [load ${load.join(' ')}]`,
  );
} finally {
  await cluster.stop();
}
