// A cash-on-delivery parcel lost by the courier before delivery ends the order `lost` (decision 431): the
// buyer owes nothing; the courier owes the seller for the book. The admin records what the courier pays
// for it, once: the ledger credits the seller's available balance from the courier's receivable
// (`order.courier_compensated`), and the order's timeline and the seller's notification say so.
import type { Db } from '../../db/database.ts';
import { inTransaction, publish } from '../../events/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../identity/index.ts';
import { findParcelOfOrder } from '../delivery/index.ts';
import { findOrderWithSeller, listOrderEvents, recordOrderNote } from './order-repository.ts';
import { eventFields, type OrderEventFields } from './transition-order.ts';

declare module '../../events/index.ts' {
  interface DomainEvents {
    /** The admin recorded the courier's compensation for a lost COD parcel, paid to the seller (decision 431). */
    'order.courier_compensated': OrderEventFields & { amount: number; courier: string };
  }
}

export const COMPENSATED = 'courier_compensated';

export async function recordCourierCompensation(
  db: Db,
  admin: AuthUser,
  orderId: string,
  amount: number,
): Promise<void> {
  if (admin.role !== 'Admin') throw forbidden('ADMIN_ONLY', 'Only the admin can do this');
  await inTransaction(db, async (trx) => {
    const order = await findOrderWithSeller(trx, orderId);
    if (!order) throw notFound('ORDER_NOT_FOUND', 'Order');
    if (order.status !== 'lost')
      throw conflict(
        'WRONG_STAGE',
        'Only a cash-on-delivery order whose parcel the courier lost is compensated',
        {
          stage: order.status,
          step: 'courierCompensation',
        },
      );
    if (amount > order.price)
      throw badRequest(
        'COMPENSATION_TOO_LARGE',
        `The compensation cannot exceed the book's price of ${order.price} Taka`,
      );
    const events = await listOrderEvents(trx, orderId);
    if (events.some((e) => e.type === COMPENSATED))
      throw conflict('ALREADY_COMPENSATED', "The courier's compensation for this order is already recorded");
    const courier = (await findParcelOfOrder(trx, orderId))?.courier ?? '';
    if (!courier) throw conflict('NOT_BY_COURIER', 'This order has no parcel with a courier');
    await recordOrderNote(trx, orderId, COMPENSATED, { amount, courier });
    // The ledger posts it in this transaction, once per order (its unique deal + kind): a second request
    // racing this one fails there and rolls back.
    await publish(trx, {
      type: 'order.courier_compensated',
      ...eventFields(order, 'admin'),
      amount,
      courier,
    });
  });
}
