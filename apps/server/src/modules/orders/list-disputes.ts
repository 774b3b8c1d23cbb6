import type { Dispute } from '@boibazar/shared/orders';
import type { Db } from '../../db/database.ts';
import type { Page } from '../../lib/pagination.ts';
import { disputeReasons, listDisputedOrders } from './order-repository.ts';

/** The admin's Disputes page: orders in dispute, newest first, with the buyer's reason. */
export async function listDisputes(db: Db, page: Page): Promise<Dispute[]> {
  const rows = await listDisputedOrders(db, page);
  const reasons = await disputeReasons(
    db,
    rows.map((r) => r.orderId),
  );
  return rows.map((row) => ({ ...row, reason: reasons.get(row.orderId) ?? '' }));
}

export const disputeCursor = (d: Dispute) => ({ key: d.disputedAt, id: d.orderId });
