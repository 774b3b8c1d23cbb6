// What the System page shows (decision 283): instances heard from in the last minute, the jobs by state,
// the outboxes' backlogs, the last hour's figures of every instance and the last reconciliation (decision 360).
import type { SystemView } from '@boibazar/shared/system';
import type { Db } from '../../db/database.ts';
import { countJobStates } from '../../jobs/index.ts';
import { lastReconciliation } from '../reconciliation/index.ts';
import { countOutboxes, listInstances, listSamples } from './system-repository.ts';
import { clock } from '../../lib/clock.ts';

const MINUTE = 60_000;

export async function getSystem(db: Db, now = clock.now()): Promise<SystemView> {
  const at = now.getTime();
  const [instances, jobs, outbox, samples, reconciliation] = await Promise.all([
    listInstances(db, new Date(at - 10 * MINUTE).toISOString()),
    countJobStates(db, now.toISOString()),
    countOutboxes(db),
    listSamples(db, new Date(at - 60 * MINUTE).toISOString()),
    lastReconciliation(db),
  ]);
  return {
    now: now.toISOString(),
    instances: instances.map((row) => ({
      name: row.name,
      version: row.version,
      startedAt: row.started_at,
      lastSeenAt: row.last_seen_at,
      ready: row.ready === 1,
      live: at - Date.parse(row.last_seen_at) <= MINUTE,
    })),
    jobs,
    outbox,
    samples: samples.map((row) => ({
      instance: row.instance,
      minute: row.minute,
      requests: row.requests,
      serverErrors: row.server_errors,
      p95Ms: row.p95_ms,
      rssMb: row.rss_mb,
    })),
    reconciliation,
  };
}
