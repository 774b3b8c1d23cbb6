// The buyer opens a dispute after the handover, before completion: handed_over → disputed.
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../events/index.ts';
import type { AuthUser } from '../identity/index.ts';
import { orderForStep } from './order-access.ts';
import { transitionOrder } from './transition-order.ts';

export async function disputeOrder(db: Db, buyer: AuthUser, orderId: string, reason: string) {
  const order = await orderForStep(db, buyer, orderId, 'dispute');
  await inTransaction(db, (trx) =>
    transitionOrder(trx, order, 'dispute', { role: 'buyer', id: buyer._id }, { reason }),
  );
}
