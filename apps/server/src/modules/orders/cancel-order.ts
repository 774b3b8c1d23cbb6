// A buyer withdraws an unpaid booking; a paid one is final.
import type { Db } from '../../db/database.ts';
import { conflict } from '../../lib/errors.ts';
import type { AuthUser } from '../identity/token-service.ts';
import { getOrderOfBuyer } from './get-order.ts';
import { markOrderCancelled } from './order-repository.ts';

export async function cancelOrder(db: Db, buyer: AuthUser, orderId: string): Promise<void> {
  const order = await getOrderOfBuyer(db, buyer, orderId);
  if (order.status === 'paid') throw conflict('This order is paid and cannot be cancelled');
  if (order.status === 'cancelled') throw conflict('This order is already cancelled');
  if (!(await markOrderCancelled(db, order._id)))
    throw conflict('This order changed meanwhile; reload My Orders');
}
