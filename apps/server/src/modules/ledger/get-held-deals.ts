// The member's held money deal by deal, each with when it releases (decision 440): the ledger knows what
// is held and the fee; the deal's module says its stage and release time (release-dates.ts).
import type { HeldDeal } from '@boibazar/shared/ledger';
import type { Db } from '../../db/database.ts';
import { heldDealsOf } from './ledger-repository.ts';
import { releasesOf } from './release-dates.ts';

export async function getHeldDeals(db: Db, userId: string): Promise<HeldDeal[]> {
  const rows = await heldDealsOf(db, userId);
  const ids = (kind: 'order' | 'exchange') => rows.filter((r) => r.dealKind === kind).map((r) => r.dealId);
  const [orders, exchanges] = await Promise.all([
    releasesOf(db, 'order', ids('order')),
    releasesOf(db, 'exchange', ids('exchange')),
  ]);
  return rows.map((row) => {
    const release = (row.dealKind === 'order' ? orders : exchanges).get(row.dealId);
    const fee = Math.min(row.fee, row.amount);
    return {
      ...row,
      fee,
      sellerReceives: row.amount - fee,
      stage: release?.stage ?? (row.dealKind === 'order' ? 'awaiting_handover' : 'awaiting_receipt'),
      releasesAt: release?.releasesAt ?? null,
    };
  });
}
