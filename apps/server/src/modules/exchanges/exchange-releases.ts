// When an exchange's held top-up releases (decision 440), told to the ledger at start-up: when both books
// are received (no timer, so no date), or when the admin resolves a dispute.
import type { Db } from '../../db/database.ts';
import { describeReleases, type HeldRelease } from '../ledger/index.ts';
import { exchangeStagesOf } from './exchange-repository.ts';

export function describeExchangeReleases(db: Db): void {
  describeReleases(db, 'exchange', async (trx, ids) => {
    const rows = await exchangeStagesOf(trx, ids);
    return new Map(
      rows.map((r): [string, HeldRelease] => [
        r.id,
        { stage: r.status === 'disputed' ? 'disputed' : 'awaiting_receipt', releasesAt: null },
      ]),
    );
  });
}
