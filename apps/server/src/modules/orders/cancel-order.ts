// A buyer withdraws an unpaid booking, or a cash-on-delivery order before handover; a paid one is final.
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../events/index.ts';
import { conflict } from '../../lib/errors.ts';
import { putBookBackOnSale } from '../catalogue/index.ts';
import type { AuthUser } from '../identity/index.ts';
import { getOrderOfBuyer } from './get-order.ts';
import { findOrderWithSeller } from './order-repository.ts';
import { transitionOrder } from './transition-order.ts';

export async function cancelOrder(db: Db, buyer: AuthUser, orderId: string): Promise<void> {
  const order = await getOrderOfBuyer(db, buyer, orderId);
  if (order.status === 'cancelled') throw conflict('ALREADY_CANCELLED', 'This order is already cancelled');
  if (order.status === 'cod') {
    const codOrder = await findOrderWithSeller(db, order._id);
    if (!codOrder) throw conflict('CHANGED_MEANWHILE', 'This order changed meanwhile; reload My Orders');
    await inTransaction(db, async (trx) => {
      // The book's row first (decision 031); it goes back on sale.
      await putBookBackOnSale(trx, codOrder.productId);
      await transitionOrder(trx, codOrder, 'codCancel', { role: 'buyer', id: buyer._id });
    });
    return;
  }
  if (order.status !== 'open') throw conflict('ALREADY_PAID', 'This order is paid and cannot be cancelled');
  const withSeller = await findOrderWithSeller(db, order._id);
  if (!withSeller) throw conflict('CHANGED_MEANWHILE', 'This order changed meanwhile; reload My Orders');
  await inTransaction(db, async (trx) => {
    try {
      await transitionOrder(trx, withSeller, 'cancel', { role: 'buyer', id: buyer._id });
    } catch {
      throw conflict('CHANGED_MEANWHILE', 'This order changed meanwhile; reload My Orders');
    }
  });
}
