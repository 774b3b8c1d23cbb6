// The admin's hand on a failed job (decision 283): run it again from its first attempt, or give it up.
// One conditional update each, so two admins (or an admin and a runner) cannot both act on one job.
import type { Db } from '../../db/database.ts';
import { dropFailedJob, findJob, retryFailedJob } from '../../jobs/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';

export async function settleFailedJob(db: Db, id: string, how: 'retry' | 'drop'): Promise<void> {
  const done = how === 'retry' ? await retryFailedJob(db, id) : await dropFailedJob(db, id);
  if (done) return;
  if (!(await findJob(db, id))) throw notFound('JOB_NOT_FOUND', 'Job');
  throw conflict('JOB_NOT_FAILED', 'This job has not failed (it may have been retried or dropped already)');
}
