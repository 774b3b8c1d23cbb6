// Each instance's heartbeat for the System page (decision 283): every SYSTEM_HEARTBEAT it writes who it is,
// when it started, whether it is ready, and its figures of the minute (requests, server errors, p95
// latency, memory), so the admin sees every instance through whichever one answers. A timer of this
// instance, not a job: each instance speaks for itself, and a missed beat only makes the page a little late.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { nowIso } from '../../lib/ids.ts';
import { deleteSamplesBefore, saveHeartbeat, saveSamples, type SampleRow } from './system-repository.ts';

const MINUTE = 60_000;
const KEEP_MS = 24 * 60 * MINUTE;
/** Latencies kept per minute to take the p95 from: a uniform sample once there are more. */
const LATENCY_SAMPLE = 2000;

const minuteOf = (ms: number) => new Date(ms - (ms % MINUTE)).toISOString();

class Minute {
  requests = 0;
  serverErrors = 0;
  private latencies: number[] = [];
  constructor(readonly minute: string) {}

  add(ms: number, status: number) {
    this.requests += 1;
    if (status >= 500) this.serverErrors += 1;
    if (this.latencies.length < LATENCY_SAMPLE) this.latencies.push(ms);
    else {
      const slot = Math.floor(Math.random() * this.requests);
      if (slot < LATENCY_SAMPLE) this.latencies[slot] = ms;
    }
  }

  row(instance: string): SampleRow {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    const p95 = sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]! : 0;
    return {
      instance,
      minute: this.minute,
      requests: this.requests,
      server_errors: this.serverErrors,
      p95_ms: Math.round(p95),
      rss_mb: Math.round(process.memoryUsage().rss / 2 ** 20),
    };
  }
}

export default fp(
  async function systemHeartbeat(app: FastifyInstance) {
    const { instanceName: name, APP_VERSION: version, SYSTEM_HEARTBEAT: every } = app.config;
    const startedAt = nowIso();
    const startedMs = Date.now();
    let current = new Minute(minuteOf(startedMs));
    let finished: Minute[] = [];

    // The minute's end as a number: a request compares it instead of writing a date (decision 500).
    let minuteEnds = startedMs - (startedMs % MINUTE) + MINUTE;
    app.addHook('onResponse', (_request, reply, done) => {
      const now = Date.now();
      if (now >= minuteEnds || now < minuteEnds - MINUTE) {
        finished.push(current);
        current = new Minute(minuteOf(now));
        minuteEnds = now - (now % MINUTE) + MINUTE;
      }
      current.add(reply.elapsedTime, reply.statusCode);
      done();
    });

    let beating: Promise<void> | null = null;
    const beat = async () => {
      const now = Date.now();
      const { ready } = await app.readiness();
      const rows = [...finished, current].map((minute) => minute.row(name));
      await saveHeartbeat(app.db, {
        name,
        version,
        started_at: startedAt,
        last_seen_at: new Date(now).toISOString(),
        ready: ready ? 1 : 0,
      });
      await saveSamples(app.db, rows);
      finished = [];
      await deleteSamplesBefore(app.db, minuteOf(now - KEEP_MS));
    };
    const tick = () => {
      if (beating) return;
      beating = beat()
        .catch((error: unknown) => app.log.warn({ err: error }, 'could not write the heartbeat'))
        .finally(() => {
          beating = null;
        });
    };

    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      tick();
      timer = setInterval(tick, every);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await beating;
    });
  },
  { name: 'system-heartbeat', dependencies: ['readiness'] },
);
