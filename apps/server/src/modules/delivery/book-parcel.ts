// The seller books the pickup (decision 310): one parcel per order, ever. The order's parcel row is claimed
// before the courier is called; a retry or a racing second call finds it. After a timeout the courier is
// asked by our invoice before anything is sent again, so the courier never holds two consignments.
import type { Db } from '../../db/database.ts';
import { inTransaction, publish } from '../../events/index.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import { nowIso } from '../../lib/ids.ts';
import { CourierError, type ConsignmentRequest, type CourierProvider } from './courier-provider.ts';
import {
  addParcelEvent,
  claimParcel,
  dropBookingClaim,
  findParcelOfOrder,
  markBookingTimedOut,
  reclaimCancelledParcel,
  recordBooked,
  takeOverBooking,
  type ParcelRow,
} from './parcel-repository.ts';
import { clock } from '../../lib/clock.ts';
import { pickupStoreFor, type ParcelSender } from './pickup-store.ts';

declare module '../../events/index.ts' {
  interface DomainEvents {
    /** A parcel moved forward (booked, picked up, delivered, returned, lost, cancelled); orders follow it. */
    'parcel.status_changed': {
      orderId: string;
      courier: string;
      status: import('@boibazar/shared/delivery').ParcelStatus;
      at: string;
    };
  }
}

export interface ParcelOrder {
  orderId: string;
  recipient: ConsignmentRequest['recipient'];
  codAmount: number;
  note?: string;
  itemDescription?: string;
  /** The seller: a courier that picks up from stores books it from theirs (decision 475). */
  from?: ParcelSender;
}

export const courierTimedOut = () =>
  new AppError('COURIER_UNAVAILABLE', 'The courier did not answer in time; please try again in a minute');
const courierDown = () =>
  new AppError(
    'COURIER_UNAVAILABLE',
    'The courier could not take the parcel right now; please try again later',
  );
const storeRefused = (reason: string) =>
  new AppError(
    'COURIER_REFUSED',
    'The courier could not register your pickup address; check the phone and address on your listing and your saved addresses, then try again',
    { courier: reason },
  );
const BEING_BOOKED = 'The pickup is being booked; try again in a moment';

export async function bookParcel(
  db: Db,
  courier: CourierProvider,
  timeoutMs: number,
  order: ParcelOrder,
): Promise<ParcelRow> {
  let parcel = await claimParcel(db, {
    orderId: order.orderId,
    courier: courier.name,
    codAmount: order.codAmount,
  });
  let askFirst = false;
  if (!parcel) {
    const existing = (await findParcelOfOrder(db, order.orderId))!;
    if (existing.status === 'cancelled') {
      parcel = await reclaimCancelledParcel(db, existing, order.codAmount);
      if (!parcel) throw conflict('PARCEL_BEING_BOOKED', BEING_BOOKED);
    } else if (existing.status !== 'booking') {
      return existing; // booked already: the same answer again, nothing sent
    } else {
      const abandoned = clock.nowMs() - Date.parse(existing.updated_at) > timeoutMs * 2;
      // (a 'booking' row older than twice the courier's timeout had its caller die mid-call: like a timeout)
      if (existing.booking_error !== 'timeout' && !abandoned)
        throw conflict('PARCEL_BEING_BOOKED', BEING_BOOKED);
      if (!(await takeOverBooking(db, existing))) throw conflict('PARCEL_BEING_BOOKED', BEING_BOOKED);
      parcel = existing;
      askFirst = true;
    }
  }

  if (askFirst) {
    // The last try's answer never came: the courier may hold the parcel already. Ask by our invoice, or by
    // the consignment id when a report from the courier has named it since (Pathao cannot be asked by
    // invoice; its first webhook names both, decision 435).
    try {
      const state = await courier.status(
        parcel.consignment_id ? { consignmentId: parcel.consignment_id } : { invoice: parcel.invoice },
      );
      await finishBooking(db, parcel, {
        consignmentId: parcel.consignment_id,
        trackingCode: parcel.tracking_code,
        courierStatus: state.courierStatus,
      });
      return (await findParcelOfOrder(db, order.orderId))!;
    } catch (error) {
      if (!(error instanceof CourierError) || error.kind !== 'refused') {
        await markBookingTimedOut(db, parcel.id);
        throw error instanceof CourierError && error.kind === 'timeout' ? courierTimedOut() : courierDown();
      }
      // 'refused': the courier does not know the invoice, so nothing was made: send it now.
    }
  }

  let storeId: string | undefined;
  try {
    storeId = await pickupStoreFor(db, courier, order.from);
  } catch (error) {
    // No store, no consignment: nothing was sent for this parcel.
    await dropBookingClaim(db, parcel);
    if (error instanceof CourierError && error.kind === 'refused') throw storeRefused(error.message);
    if (error instanceof CourierError) throw error.kind === 'timeout' ? courierTimedOut() : courierDown();
    throw error;
  }

  try {
    const made = await courier.createConsignment({
      storeId,
      invoice: parcel.invoice,
      recipient: order.recipient,
      codAmount: order.codAmount,
      note: order.note,
      itemDescription: order.itemDescription,
    });
    await finishBooking(db, parcel, made);
  } catch (error) {
    if (error instanceof CourierError && error.kind === 'timeout') {
      await markBookingTimedOut(db, parcel.id);
      throw courierTimedOut();
    }
    await dropBookingClaim(db, parcel);
    if (error instanceof CourierError && error.kind === 'refused')
      throw new AppError(
        'COURIER_REFUSED',
        'The courier could not take the parcel right now; please try again later',
        {
          courier: error.message,
        },
      );
    if (error instanceof CourierError) throw courierDown();
    throw error;
  }
  return (await findParcelOfOrder(db, order.orderId))!;
}

async function finishBooking(
  db: Db,
  parcel: ParcelRow,
  made: { consignmentId: string | null; trackingCode: string | null; courierStatus: string },
) {
  await inTransaction(db, async (trx) => {
    if (!(await recordBooked(trx, parcel.id, made))) return;
    const at = nowIso();
    await addParcelEvent(trx, {
      parcel_id: parcel.id,
      status: 'booked',
      courier_status: made.courierStatus,
      message: null,
      at,
      source: 'booking',
    });
    await publish(trx, {
      type: 'parcel.status_changed',
      orderId: parcel.order_id,
      courier: parcel.courier,
      status: 'booked',
      at,
    });
  });
}
