// What the order's timers do when they fire (docs/decisions/121-order-timers.md). Each re-checks the
// stage: a timer whose order moved on meanwhile does nothing.
import type { Db } from '../../db/database.ts';
import { publish } from '../../events/index.ts';
import { putBookBackOnSale } from '../catalogue/index.ts';
import { findOrderWithSeller } from './order-repository.ts';
import { eventFields, transitionOrder } from './transition-order.ts';

const SYSTEM = { role: 'system', id: null } as const;

/**
 * HANDOVER_WITHIN passed without a handover: paid → expired, refunded, the book back on sale; or, for cash
 * on delivery (decision 152), cod → cancelled with nothing to refund, the book back on sale.
 */
export async function expireOrder(trx: Db, orderId: string): Promise<boolean> {
  const order = await findOrderWithSeller(trx, orderId);
  if (order?.status !== 'paid' && order?.status !== 'cod') return false;
  await putBookBackOnSale(trx, order.productId);
  if (order.status === 'cod') await transitionOrder(trx, order, 'codExpire', SYSTEM);
  else await transitionOrder(trx, order, 'expire', SYSTEM, { amount: order.price });
  return true;
}

/** AUTO_COMPLETE_AFTER passed since the handover with no dispute: handed_over → completed. */
export async function autoCompleteOrder(trx: Db, orderId: string): Promise<boolean> {
  const order = await findOrderWithSeller(trx, orderId);
  if (order?.status !== 'handed_over') return false;
  await transitionOrder(trx, order, 'autoComplete', SYSTEM);
  return true;
}

/** Half of HANDOVER_WITHIN passed: the seller is reminded (notifications turn the event into a message). */
export async function remindSellerToHandOver(
  trx: Db,
  orderId: string,
  handoverWithinMs: number,
  /** A cash-on-delivery order has no paid_at: its due time was fixed when it was placed. */
  codHandoverDue?: string,
): Promise<boolean> {
  const order = await findOrderWithSeller(trx, orderId);
  if (order?.status === 'cod' && codHandoverDue) {
    await publish(trx, {
      type: 'order.handover_reminder',
      ...eventFields(order, 'system'),
      handoverDue: codHandoverDue,
      cashOnDelivery: true,
    });
    return true;
  }
  if (order?.status !== 'paid' || !order.paidAt) return false;
  const handoverDue = new Date(new Date(order.paidAt).getTime() + handoverWithinMs).toISOString();
  await publish(trx, { type: 'order.handover_reminder', ...eventFields(order, 'system'), handoverDue });
  return true;
}

/**
 * Half of AUTO_COMPLETE_AFTER since a cash-on-delivery handover, and the seller has recorded neither the
 * cash nor a refusal: they are reminded (decision 153). Anything else has moved on and is left alone.
 */
export async function remindSellerToCollectCash(trx: Db, orderId: string): Promise<boolean> {
  const order = await findOrderWithSeller(trx, orderId);
  if (order?.status !== 'cod_handed_over') return false;
  await publish(trx, { type: 'order.cash_reminder', ...eventFields(order, 'system') });
  return true;
}
