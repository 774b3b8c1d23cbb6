// The order follows its parcel (decision 310), through the same transitions as a person's step, so the
// timers, the ledger and the notifications react as they do today. Runs in the courier report's
// transaction; an order already past the step (the buyer disputed, the admin settled) is left as it is.
import type { ParcelStatus } from '@boibazar/shared/delivery';
import type { Db } from '../../db/database.ts';
import { publish } from '../../events/index.ts';
import { findParcelOfOrder } from '../delivery/index.ts';
import { findOrderWithSeller } from './order-repository.ts';
import { eventFields, transitionOrder, type OrderEventFields } from './transition-order.ts';

declare module '../../events/index.ts' {
  interface DomainEvents {
    /** The courier delivered a home-delivery order's parcel (decision 310). */
    /** `cashCollected`: a cash-on-delivery parcel, whose cash the seller hears of instead (decision 431). */
    'order.parcel_delivered': OrderEventFields & { cashCollected?: true };
  }
}

const SYSTEM = { role: 'system', id: null } as const;
export const PARCEL_RETURNED = 'The parcel came back to the seller';
export const PARCEL_LOST = 'The courier reports the parcel lost';

export async function followParcel(trx: Db, orderId: string, status: ParcelStatus): Promise<void> {
  const order = await findOrderWithSeller(trx, orderId);
  if (!order || order.delivery.method !== 'home') return;
  // A courier may report delivered or lost without a pickup report before it: the pickup is implied.
  if (status === 'picked_up' || status === 'delivered' || (status === 'lost' && order.status === 'paid')) {
    // Picked up = handed over: the buyer's confirm/dispute window starts (autoComplete timer), as today.
    const parcel = await findParcelOfOrder(trx, orderId);
    const handover = {
      method: 'courier',
      company: parcel?.courier ?? '',
      trackingNumber: parcel?.tracking_code ?? '',
    };
    if (order.status === 'paid') await transitionOrder(trx, order, 'handover', SYSTEM, { handover });
    if (order.status === 'cod') await transitionOrder(trx, order, 'codHandover', SYSTEM, { handover });
    if (status === 'picked_up') return;
  }
  // Lost (decision 430): a dispute is opened for the buyer, so the money stays held until the admin
  // decides (refund the buyer, or release to the seller once the courier pays for the loss). A COD parcel
  // lost before delivery had no cash collected and nothing is held: the order ends `lost` (decision 431),
  // the buyer owes nothing, and the admin records the courier's compensation to the seller.
  if (status === 'lost') {
    const current = (await findOrderWithSeller(trx, orderId))!;
    if (current.status === 'handed_over')
      await transitionOrder(trx, current, 'dispute', SYSTEM, { reason: PARCEL_LOST });
    if (current.status === 'cod_handed_over')
      await transitionOrder(trx, current, 'codLost', SYSTEM, { reason: PARCEL_LOST });
    return;
  }
  if (status === 'returned') {
    if (order.status === 'handed_over') {
      // Prepaid: the price goes back through the refund path; the delivery fee stays owed to the courier.
      await transitionOrder(trx, order, 'dispute', SYSTEM, { reason: PARCEL_RETURNED });
      const disputed = (await findOrderWithSeller(trx, orderId))!;
      await transitionOrder(trx, disputed, 'refund', SYSTEM, { amount: order.price });
    }
    // Cash on delivery: nothing was paid; the buyer did not take the parcel, the order is cancelled.
    if (order.status === 'cod_handed_over') await transitionOrder(trx, order, 'codRefused', SYSTEM);
  }
  // Delivered: shown on the order (its parcel status) and told to both; the buyer confirms or disputes as
  // after a handover. Cash on delivery: the courier collected book + delivery at the door, so the order is
  // paid now and its price held for the seller (decision 430), instead of the seller's cash step.
  if (status === 'delivered') {
    const current = (await findOrderWithSeller(trx, orderId))!;
    const cod = current.status === 'cod_handed_over';
    if (cod) {
      const parcel = await findParcelOfOrder(trx, orderId);
      await transitionOrder(trx, current, 'courierCollected', SYSTEM, { provider: parcel?.courier ?? '' });
    }
    await publish(trx, {
      type: 'order.parcel_delivered',
      ...eventFields(current, 'system'),
      ...(cod ? { cashCollected: true as const } : {}),
    });
  }
}
