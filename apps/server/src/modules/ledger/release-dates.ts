// When a deal's held money releases is the deal's own business (the order's buyer window, the exchange's
// receipts), and those modules come after the ledger (MODULE_ORDER). So each tells the ledger at start-up
// how to read its deals' release (decision 440), as the fee rule is told (platform-fee.ts); the ledger
// never reads their tables.
import type { HeldStage } from '@boibazar/shared/ledger';
import type { Db } from '../../db/database.ts';
import { rootOf } from '../../events/index.ts';

export interface HeldRelease {
  stage: HeldStage;
  releasesAt: string | null;
}

/** The release of each deal asked about (a deal it does not know is left out). */
export type ReleaseReader = (db: Db, dealIds: string[]) => Promise<Map<string, HeldRelease>>;

type DealKind = 'order' | 'exchange';

const readers = new WeakMap<Db, Map<DealKind, ReleaseReader>>();

/** The module that owns `dealKind` says how its deals release; done once at start-up. */
export function describeReleases(db: Db, dealKind: DealKind, reader: ReleaseReader): void {
  const forDb = readers.get(db) ?? new Map<DealKind, ReleaseReader>();
  forDb.set(dealKind, reader);
  readers.set(db, forDb);
}

/** The releases of these deals; a kind nobody described reads as waiting (no date). */
export async function releasesOf(
  db: Db,
  dealKind: DealKind,
  dealIds: string[],
): Promise<Map<string, HeldRelease>> {
  const reader = readers.get(rootOf(db))?.get(dealKind);
  if (!reader || dealIds.length === 0) return new Map();
  return reader(db, dealIds);
}
