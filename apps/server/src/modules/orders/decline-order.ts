// The seller cannot deliver: paid → declined, the whole payment refunded (payments reacts to
// order.declined in the same transaction) and the book back on sale.
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../events/index.ts';
import { putBookBackOnSale } from '../catalogue/index.ts';
import type { AuthUser } from '../identity/index.ts';
import { amountToPay, findOrder } from './order-repository.ts';
import { orderForStep } from './order-access.ts';
import { transitionOrder } from './transition-order.ts';

export async function declineOrder(db: Db, seller: AuthUser, orderId: string, reason: string) {
  if ((await findOrder(db, orderId))?.status === 'cod') {
    // Cash on delivery: nothing was paid, so nothing is refunded; the book goes back on sale.
    const codOrder = await orderForStep(db, seller, orderId, 'codDecline');
    await inTransaction(db, async (trx) => {
      await putBookBackOnSale(trx, codOrder.productId);
      await transitionOrder(trx, codOrder, 'codDecline', { role: 'seller', id: seller._id }, { reason });
    });
    return;
  }
  const order = await orderForStep(db, seller, orderId, 'decline');
  await inTransaction(db, async (trx) => {
    // The book's row first, as in every sale (docs/decisions/031-no-double-sale.md).
    await putBookBackOnSale(trx, order.productId);
    await transitionOrder(
      trx,
      order,
      'decline',
      { role: 'seller', id: seller._id },
      { reason, amount: amountToPay(order) },
    );
  });
}
