// All SQL of parcels and their timelines (decision 310). A parcel moves by one conditional update from a
// status before it to one after it, so a duplicate or late report changes nothing.
import { PARCEL_STATUSES, type Parcel, type ParcelStatus } from '@boibazar/shared/delivery';
import type { Db } from '../../db/database.ts';
import type { ParcelEventsTable, ParcelsTable } from '../../db/schema.ts';
import { newId, nowIso } from '../../lib/ids.ts';

export type ParcelRow = ParcelsTable;
type StoredStatus = ParcelStatus | 'booking';

const RANK: Record<StoredStatus, number> = {
  booking: 0,
  booked: 1,
  picked_up: 2,
  delivered: 3,
  returned: 3,
  lost: 3,
  cancelled: 3,
};
export const isFinal = (status: string) => RANK[status as StoredStatus] === 3;

/** The statuses a parcel may move to `to` from: every one before it that has not ended. */
export const predecessorsOf = (to: StoredStatus): StoredStatus[] =>
  (['booking', ...PARCEL_STATUSES] as StoredStatus[]).filter((s) => RANK[s] < RANK[to]);

export function findParcelOfOrder(db: Db, orderId: string): Promise<ParcelRow | undefined> {
  return db.selectFrom('parcels').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

/** The parcel a courier's report names: by consignment id, else by our invoice. */
export function findParcelByCourierRef(
  db: Db,
  courier: string,
  consignmentId: string,
  invoice: string | null,
): Promise<ParcelRow | undefined> {
  return db
    .selectFrom('parcels')
    .selectAll()
    .where('courier', '=', courier)
    .where((eb) =>
      invoice
        ? eb.or([eb('consignment_id', '=', consignmentId), eb('invoice', '=', invoice)])
        : eb('consignment_id', '=', consignmentId),
    )
    .executeTakeFirst();
}

/** Claims the order's one parcel row before the courier is called; false when it already has one. */
export async function claimParcel(
  db: Db,
  row: { orderId: string; courier: string; codAmount: number },
): Promise<ParcelRow | undefined> {
  const now = nowIso();
  const inserted = await db
    .insertInto('parcels')
    .values({
      id: newId(),
      order_id: row.orderId,
      courier: row.courier,
      invoice: row.orderId,
      attempt: 1,
      consignment_id: null,
      tracking_code: null,
      status: 'booking',
      courier_status: null,
      cod_amount: row.codAmount,
      booking_error: null,
      created_at: now,
      updated_at: now,
      last_heard_at: now,
    })
    // Any conflict, not only order_id's: a first parcel's invoice is its order id, so a racing claim
    // collides on both unique indexes, and PostgreSQL raises on the one that is not the target.
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
  return inserted;
}

/** A cancelled parcel's row starts again as a new booking with the next invoice; false if it changed meanwhile. */
export function reclaimCancelledParcel(db: Db, parcel: ParcelRow, codAmount: number) {
  const attempt = Number(parcel.attempt) + 1;
  const now = nowIso();
  return db
    .updateTable('parcels')
    .set({
      status: 'booking',
      attempt,
      invoice: `${parcel.order_id}-${attempt}`,
      consignment_id: null,
      tracking_code: null,
      courier_status: null,
      booking_error: null,
      cod_amount: codAmount,
      updated_at: now,
      last_heard_at: now,
    })
    .where('id', '=', parcel.id)
    .where('status', '=', 'cancelled')
    .where('attempt', '=', parcel.attempt)
    .returningAll()
    .executeTakeFirst();
}

/** Takes over a 'booking' row whose courier call timed out or was left behind; one taker wins. */
export async function takeOverBooking(db: Db, parcel: ParcelRow): Promise<boolean> {
  const result = await db
    .updateTable('parcels')
    .set({ booking_error: null, updated_at: nowIso() })
    .where('id', '=', parcel.id)
    .where('status', '=', 'booking')
    .where('updated_at', '=', parcel.updated_at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markBookingTimedOut(db: Db, id: string): Promise<void> {
  await db
    .updateTable('parcels')
    .set({ booking_error: 'timeout', updated_at: nowIso() })
    .where('id', '=', id)
    .where('status', '=', 'booking')
    .execute();
}

/** Nothing was booked (the courier said no, or was down): the claim goes, so a later try starts afresh. */
export async function dropBookingClaim(db: Db, parcel: ParcelRow): Promise<void> {
  if (Number(parcel.attempt) === 1)
    await db.deleteFrom('parcels').where('id', '=', parcel.id).where('status', '=', 'booking').execute();
  else
    await db
      .updateTable('parcels')
      .set({ status: 'cancelled', updated_at: nowIso() })
      .where('id', '=', parcel.id)
      .where('status', '=', 'booking')
      .execute();
}

export async function recordBooked(
  db: Db,
  id: string,
  booked: { consignmentId: string | null; trackingCode: string | null; courierStatus: string | null },
): Promise<boolean> {
  const now = nowIso();
  const result = await db
    .updateTable('parcels')
    .set({
      status: 'booked',
      consignment_id: booked.consignmentId,
      tracking_code: booked.trackingCode,
      courier_status: booked.courierStatus,
      booking_error: null,
      updated_at: now,
      last_heard_at: now,
    })
    .where('id', '=', id)
    .where('status', '=', 'booking')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Learns the consignment id (and tracking code) from a report when the booking's answer was lost. */
export async function fillConsignment(
  db: Db,
  id: string,
  consignmentId: string,
  trackingCode: string | null,
) {
  await db
    .updateTable('parcels')
    .set({ consignment_id: consignmentId, ...(trackingCode ? { tracking_code: trackingCode } : {}) })
    .where('id', '=', id)
    .where('consignment_id', 'is', null)
    .execute();
}

/** The one move of a parcel: only forwards, only from a status that has not ended. */
export async function moveParcel(
  db: Db,
  id: string,
  to: ParcelStatus,
  courierStatus: string | null,
): Promise<boolean> {
  const now = nowIso();
  const result = await db
    .updateTable('parcels')
    .set({ status: to, courier_status: courierStatus, updated_at: now, last_heard_at: now })
    .where('id', '=', id)
    .where('status', 'in', predecessorsOf(to))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markHeard(db: Db, id: string): Promise<void> {
  await db.updateTable('parcels').set({ last_heard_at: nowIso() }).where('id', '=', id).execute();
}

/**
 * Adds a timeline entry unless the same report is already there; true when it is new. The timeline is in
 * the order reports reached us (presentParcel), so an entry is stamped at least a millisecond after the
 * parcel's latest: two reports of one millisecond (a courier's webhooks arrive back to back) would
 * otherwise be ordered by their random ids.
 */
export async function addParcelEvent(
  db: Db,
  event: Omit<ParcelEventsTable, 'id' | 'dedupe_key' | 'received_at'>,
): Promise<boolean> {
  const dedupe = [event.status ?? '', event.courier_status ?? '', event.message ?? '', event.at].join('|');
  const latest = await db
    .selectFrom('parcel_events')
    .select('received_at')
    .where('parcel_id', '=', event.parcel_id)
    .orderBy('received_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const now = nowIso();
  const receivedAt =
    latest && latest.received_at >= now ? new Date(Date.parse(latest.received_at) + 1).toISOString() : now;
  const inserted = await db
    .insertInto('parcel_events')
    .values({ ...event, id: newId(), dedupe_key: dedupe, received_at: receivedAt })
    .onConflict((oc) => oc.columns(['parcel_id', 'dedupe_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Parcels still on their way that nobody has heard of since `before`. */
/** Whether any parcel is still on its way (booked or picked up): the poll keeps going while one is. */
export async function hasOpenParcels(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('parcels')
    .select('id')
    .where('status', 'in', ['booked', 'picked_up'])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export function listQuietParcels(db: Db, before: string, limit = 100): Promise<ParcelRow[]> {
  return db
    .selectFrom('parcels')
    .selectAll()
    .where('status', 'in', ['booked', 'picked_up'])
    .where('last_heard_at', '<', before)
    .orderBy('last_heard_at')
    .limit(limit)
    .execute();
}

export async function presentParcel(db: Db, parcel: ParcelRow): Promise<Parcel> {
  const events = await db
    .selectFrom('parcel_events')
    .select(['status', 'courier_status', 'message', 'at'])
    .where('parcel_id', '=', parcel.id)
    // In the order they reached us: a courier's clock (seconds, its own time zone) may disagree with ours.
    .orderBy('received_at')
    .orderBy('id')
    .execute();
  return {
    courier: parcel.courier,
    status: parcel.status as Parcel['status'],
    consignmentId: parcel.consignment_id,
    trackingCode: parcel.tracking_code,
    codAmount: Number(parcel.cod_amount),
    createdAt: parcel.created_at,
    timeline: events.map((e) => ({
      status: e.status as ParcelStatus | null,
      courierStatus: e.courier_status,
      message: e.message,
      at: e.at,
    })),
  };
}

/** A move from one named status (the seller's cancel: only from booked). */
export async function moveParcelFrom(
  db: Db,
  id: string,
  from: StoredStatus,
  to: ParcelStatus,
): Promise<boolean> {
  const result = await db
    .updateTable('parcels')
    .set({ status: to, updated_at: nowIso() })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
