// The seller cancels the pickup before the courier has the parcel (decision 310).
import type { Db } from '../../db/database.ts';
import { inTransaction, publish } from '../../events/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { nowIso } from '../../lib/ids.ts';
import { CourierError, type CourierProvider } from './courier-provider.ts';
import { courierTimedOut } from './book-parcel.ts';
import { addParcelEvent, findParcelOfOrder, moveParcelFrom } from './parcel-repository.ts';

export async function cancelParcel(db: Db, courier: CourierProvider, orderId: string): Promise<void> {
  const parcel = await findParcelOfOrder(db, orderId);
  if (!parcel || parcel.status === 'cancelled') throw notFound('Parcel');
  if (parcel.status !== 'booked' || !parcel.consignment_id)
    throw conflict('Only a parcel the courier has not picked up yet can be cancelled');
  try {
    await courier.cancel(parcel.consignment_id);
  } catch (error) {
    if (error instanceof CourierError && error.kind === 'timeout') throw courierTimedOut();
    if (error instanceof CourierError)
      throw conflict('The courier would not cancel this parcel; it may be on its way already');
    throw error;
  }
  await inTransaction(db, async (trx) => {
    if (!(await moveParcelFrom(trx, parcel.id, 'booked', 'cancelled')))
      throw conflict('Only a parcel the courier has not picked up yet can be cancelled');
    const at = nowIso();
    await addParcelEvent(trx, {
      parcel_id: parcel.id,
      status: 'cancelled',
      courier_status: null,
      message: null,
      at,
      source: 'seller',
    });
    await publish(trx, {
      type: 'parcel.status_changed',
      orderId,
      courier: parcel.courier,
      status: 'cancelled',
      at,
    });
  });
}
