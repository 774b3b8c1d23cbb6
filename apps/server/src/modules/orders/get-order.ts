import type { Db } from '../../db/database.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../identity/index.ts';
import { findOrder, type StoredOrder } from './order-repository.ts';

/** The order, for its buyer only. */
export async function getOrderOfBuyer(db: Db, buyer: AuthUser, orderId: string): Promise<StoredOrder> {
  const order = await findOrder(db, orderId);
  if (!order) throw notFound('Order');
  if (order.buyerId !== buyer._id) throw forbidden('This order is not yours');
  return order;
}
