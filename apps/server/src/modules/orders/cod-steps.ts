// The order's cash-on-delivery steps (docs/decisions/151-cash-on-delivery.md). Placing one is a step of the
// payments workflow, inside its transaction; collecting the cash and recording a refusal are the seller's.
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../events/index.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import { putBookBackOnSale } from '../catalogue/index.ts';
import type { AuthUser } from '../identity/index.ts';
import { orderForStep } from './order-access.ts';
import { findOrderWithSeller } from './order-repository.ts';
import { transitionOrder } from './transition-order.ts';

/** open → cod inside the caller's transaction; false when the order is no longer open. */
export async function markOrderCashOnDelivery(trx: Db, orderId: string): Promise<boolean> {
  const order = await findOrderWithSeller(trx, orderId);
  if (order?.status !== 'open') return false;
  try {
    await transitionOrder(trx, order, 'placeCod', { role: 'buyer', id: order.buyerId });
    return true;
  } catch (error) {
    if (error instanceof AppError && (error.code === 'WRONG_STAGE' || error.code === 'NO_LONGER_EXISTS'))
      return false;
    throw error;
  }
}

/** The seller got the cash at the door: cod_handed_over → completed (and paid). */
export async function collectCash(db: Db, seller: AuthUser, orderId: string): Promise<void> {
  const order = await orderForStep(db, seller, orderId, 'cashCollected');
  if (order.delivery.method === 'home')
    throw conflict(
      'CASH_BY_COURIER',
      'The courier collects the cash of a home delivery; the order is paid when the courier reports it',
    );
  await inTransaction(db, (trx) =>
    transitionOrder(trx, order, 'cashCollected', { role: 'seller', id: seller._id }),
  );
}

/** The buyer refused to pay at the door: cod_handed_over → cancelled, the book back on sale. */
export async function recordCodRefusal(
  db: Db,
  seller: AuthUser,
  orderId: string,
  reason: string,
): Promise<void> {
  const order = await orderForStep(db, seller, orderId, 'codRefused');
  await inTransaction(db, async (trx) => {
    // The book's row first, as in every sale (docs/decisions/031-no-double-sale.md).
    await putBookBackOnSale(trx, order.productId);
    await transitionOrder(trx, order, 'codRefused', { role: 'seller', id: seller._id }, { reason });
  });
}
