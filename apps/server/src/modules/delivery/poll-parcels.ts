// Parcels nobody has heard of for COURIER_POLL_AFTER are asked about (decision 310): webhooks can stop.
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../lib/ids.ts';
import { CourierError, type CourierProvider } from './courier-provider.ts';
import { listQuietParcels, markHeard } from './parcel-repository.ts';
import { recordCourierEvent } from './record-courier-event.ts';
import { clock } from '../../lib/clock.ts';

export const POLL_PARCELS_JOB = 'delivery.poll-parcels';

/** Asks the courier about each quiet parcel; returns how many it asked about. */
export async function pollQuietParcels(
  db: Db,
  courier: CourierProvider,
  pollAfterMs: number,
  now = clock.now(),
): Promise<number> {
  const quiet = await listQuietParcels(db, new Date(now.getTime() - pollAfterMs).toISOString());
  for (const parcel of quiet) {
    if (parcel.courier !== courier.name) continue;
    try {
      const state = await courier.status(
        parcel.consignment_id ? { consignmentId: parcel.consignment_id } : { invoice: parcel.invoice },
      );
      if (state.status && state.status !== parcel.status)
        await recordCourierEvent(
          db,
          courier.name,
          {
            consignmentId: parcel.consignment_id ?? '',
            invoice: parcel.invoice,
            status: state.status,
            courierStatus: state.courierStatus,
            message: null,
            at: nowIso(),
          },
          'poll',
        );
      await markHeard(db, parcel.id);
    } catch (error) {
      // One parcel the courier cannot answer for does not stop the others; the next round asks again.
      if (!(error instanceof CourierError)) throw error;
    }
  }
  return quiet.length;
}
