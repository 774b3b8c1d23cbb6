// The payments workflow's step: open → paid, inside the settlement's transaction.
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { findOrderWithSeller } from './order-repository.ts';
import { transitionOrder } from './transition-order.ts';

/**
 * False when the order is no longer open (the settlement then refunds the buyer). `provider` names who
 * took the money (the ledger's money-received account, decision 240).
 */
export async function markOrderPaid(trx: Db, orderId: string, provider: string): Promise<boolean> {
  const order = await findOrderWithSeller(trx, orderId);
  if (order?.status !== 'open') return false;
  try {
    await transitionOrder(trx, order, 'pay', { role: 'buyer', id: order.buyerId }, { provider });
    return true;
  } catch (error) {
    if (error instanceof AppError && (error.code === 'WRONG_STAGE' || error.code === 'NO_LONGER_EXISTS'))
      return false;
    throw error;
  }
}
