// A courier's report, by webhook or by poll (decision 310): kept once on the parcel's timeline; a status
// moves the parcel only forwards; a report of a parcel we do not know changes nothing.
import type { Db } from '../../db/database.ts';
import { inTransaction, publish } from '../../events/index.ts';
import type { CourierEvent } from './courier-provider.ts';
import {
  addParcelEvent,
  fillConsignment,
  findParcelByCourierRef,
  markHeard,
  moveParcel,
} from './parcel-repository.ts';

export type EventOutcome = 'unknown' | 'moved' | 'recorded' | 'duplicate';

export async function recordCourierEvent(
  db: Db,
  courier: string,
  event: CourierEvent,
  source: 'webhook' | 'poll',
): Promise<EventOutcome> {
  return inTransaction(db, async (trx) => {
    const parcel = await findParcelByCourierRef(trx, courier, event.consignmentId, event.invoice);
    if (!parcel) return 'unknown';
    if (!parcel.consignment_id)
      await fillConsignment(trx, parcel.id, event.consignmentId, event.trackingCode ?? null);
    const fresh = await addParcelEvent(trx, {
      parcel_id: parcel.id,
      status: event.status,
      courier_status: event.courierStatus,
      message: event.message,
      at: event.at,
      source,
    });
    await markHeard(trx, parcel.id);
    if (
      event.status &&
      event.status !== 'booked' &&
      (await moveParcel(trx, parcel.id, event.status, event.courierStatus))
    ) {
      await publish(trx, {
        type: 'parcel.status_changed',
        orderId: parcel.order_id,
        courier,
        status: event.status,
        at: event.at,
      });
      return 'moved';
    }
    return fresh ? 'recorded' : 'duplicate';
  });
}
