// The last reconciliation run, or null before the first (the System page shows it).
import type { ReconciliationRun } from '@boibazar/shared/reconciliation';
import type { Db } from '../../db/database.ts';
import { lastRun } from './reconciliation-repository.ts';
import { toRun } from './run-reconciliation.ts';

export async function lastReconciliation(db: Db): Promise<ReconciliationRun | null> {
  const row = await lastRun(db);
  return row ? toRun(row) : null;
}
