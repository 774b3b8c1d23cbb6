// Cancelling a parcel before the courier has it (decision 310): the seller's choice, or the order's end
// (declined, cancelled, expired) through a job that asks the courier after COMMIT (decision 370).
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { inTransaction, publish } from '../../events/index.ts';
import { scheduleJob } from '../../jobs/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { nowIso } from '../../lib/ids.ts';
import { CourierError, type CourierProvider } from './courier-provider.ts';
import { courierTimedOut } from './book-parcel.ts';
import { addParcelEvent, findParcelOfOrder, moveParcelFrom, type ParcelRow } from './parcel-repository.ts';

export const CANCEL_PARCEL_JOB = 'delivery.cancel-parcel';

export async function cancelParcel(db: Db, courier: CourierProvider, orderId: string): Promise<void> {
  const parcel = await findParcelOfOrder(db, orderId);
  if (!parcel || parcel.status === 'cancelled') throw notFound('PARCEL_NOT_FOUND', 'Parcel');
  if (parcel.status !== 'booked' || !parcel.consignment_id)
    throw conflict('PARCEL_PICKED_UP', 'Only a parcel the courier has not picked up yet can be cancelled');
  try {
    await courier.cancel(parcel.consignment_id);
  } catch (error) {
    if (error instanceof CourierError && error.kind === 'timeout') throw courierTimedOut();
    if (error instanceof CourierError)
      throw conflict(
        'COURIER_REFUSED',
        'The courier would not cancel this parcel; it may be on its way already',
      );
    throw error;
  }
  if (!(await markCancelled(db, parcel, 'seller')))
    throw conflict('PARCEL_PICKED_UP', 'Only a parcel the courier has not picked up yet can be cancelled');
}

async function markCancelled(db: Db, parcel: ParcelRow, source: 'seller' | 'system'): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    if (!(await moveParcelFrom(trx, parcel.id, 'booked', 'cancelled'))) return false;
    const at = nowIso();
    await addParcelEvent(trx, {
      parcel_id: parcel.id,
      status: 'cancelled',
      courier_status: null,
      message: null,
      at,
      source,
    });
    await publish(trx, {
      type: 'parcel.status_changed',
      orderId: parcel.order_id,
      courier: parcel.courier,
      status: 'cancelled',
      at,
    });
    return true;
  });
}

/**
 * In the transaction that ends an order: when its parcel is booked and not yet picked up, a job to cancel
 * it with the courier (retried by the jobs runner while the courier times out or answers 5xx). Returns the
 * job's id to run after COMMIT, or null when there is nothing to cancel.
 */
export async function scheduleParcelCancel(db: Db, orderId: string): Promise<string | null> {
  const parcel = await findParcelOfOrder(db, orderId);
  if (!parcel || parcel.status !== 'booked') return null;
  const { id } = await scheduleJob(db, { kind: CANCEL_PARCEL_JOB, key: parcel.id, payload: { orderId } });
  return id;
}

export type CancelOutcome = 'cancelled' | 'nothing_to_cancel' | 'refused';

/** The job's work: the parcel is cancelled with the courier, unless it left meanwhile or the courier says no. */
export async function cancelParcelOfEndedOrder(
  db: Db,
  courier: CourierProvider,
  payload: unknown,
): Promise<CancelOutcome> {
  const { orderId } = z.object({ orderId: z.string() }).parse(payload);
  const parcel = await findParcelOfOrder(db, orderId);
  if (!parcel || parcel.status !== 'booked' || !parcel.consignment_id) return 'nothing_to_cancel';
  try {
    await courier.cancel(parcel.consignment_id);
  } catch (error) {
    // A courier that says no will not change its mind (Steadfast has no cancel call): the admin is told by
    // the log and cancels it in the courier's panel. A timeout or a 5xx is thrown: the runner retries.
    if (error instanceof CourierError && error.kind === 'refused') return 'refused';
    throw error;
  }
  return (await markCancelled(db, parcel, 'system')) ? 'cancelled' : 'nothing_to_cancel';
}
