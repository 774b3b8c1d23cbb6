import type { Db } from '../../db/database.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../identity/index.ts';
import { findOrder, type StoredOrder } from './order-repository.ts';

/** The order, for its buyer only. */
export async function getOrderOfBuyer(db: Db, buyer: AuthUser, orderId: string): Promise<StoredOrder> {
  const order = await findOrder(db, orderId);
  if (!order) throw notFound('ORDER_NOT_FOUND', 'Order');
  if (order.buyerId !== buyer._id) throw forbidden('NOT_A_PARTY', 'This order is not yours');
  return order;
}
