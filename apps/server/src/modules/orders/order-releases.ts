// When an order's held money releases (decision 440), told to the ledger at start-up: after the handover
// the buyer's window runs for AUTO_COMPLETE_AFTER and the order completes on its own at its end (the
// same time the order's page shows as `autoCompleteAt`); before the handover, or in a dispute, no date.
import type { Db } from '../../db/database.ts';
import type { HeldRelease } from '../ledger/index.ts';
import { orderStagesOf } from './order-repository.ts';

export async function orderReleases(
  db: Db,
  ids: string[],
  autoCompleteAfterMs: number,
): Promise<Map<string, HeldRelease>> {
  const rows = await orderStagesOf(db, ids);
  return new Map(
    rows.map((row): [string, HeldRelease] => {
      if (row.status === 'handed_over' && row.handed_over_at)
        return [
          row.id,
          {
            stage: 'buyer_window',
            releasesAt: new Date(new Date(row.handed_over_at).getTime() + autoCompleteAfterMs).toISOString(),
          },
        ];
      return [
        row.id,
        { stage: row.status === 'disputed' ? 'disputed' : 'awaiting_handover', releasesAt: null },
      ];
    }),
  );
}
