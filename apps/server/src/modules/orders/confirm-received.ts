// The buyer confirms they have the book: handed_over → completed.
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../events/index.ts';
import type { AuthUser } from '../identity/index.ts';
import { orderForStep } from './order-access.ts';
import { transitionOrder } from './transition-order.ts';

export async function confirmReceived(db: Db, buyer: AuthUser, orderId: string) {
  const order = await orderForStep(db, buyer, orderId, 'received');
  await inTransaction(db, (trx) => transitionOrder(trx, order, 'received', { role: 'buyer', id: buyer._id }));
}
