// All SQL of the couriers' settlements (decision 430). A settlement is inserted once per courier and its
// own reference; its parcels are read back with it.
import type { CourierSettlement, CourierSettlements } from '@boibazar/shared/delivery';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export interface NewSettlement {
  id: string;
  courier: string;
  reference: string;
  paid: number;
  collected: number;
  charges: number;
  paidAt: string;
  recordedAt: string;
  parcels: Array<{
    consignmentId: string;
    invoice: string | null;
    orderId: string | null;
    collected: number;
    charge: number;
  }>;
}

/** False when this courier's settlement is recorded already (a second read, a second instance). */
export async function insertSettlement(trx: Db, s: NewSettlement): Promise<boolean> {
  const inserted = await trx
    .insertInto('courier_settlements')
    .values({
      id: s.id,
      courier: s.courier,
      reference: s.reference,
      paid: s.paid,
      collected: s.collected,
      charges: s.charges,
      ledger_transaction_id: null,
      paid_at: s.paidAt,
      recorded_at: s.recordedAt,
    })
    .onConflict((oc) => oc.columns(['courier', 'reference']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return false;
  if (s.parcels.length > 0)
    await trx
      .insertInto('courier_settlement_parcels')
      .values(
        s.parcels.map((p, line) => ({
          settlement_id: s.id,
          line,
          consignment_id: p.consignmentId,
          invoice: p.invoice,
          order_id: p.orderId,
          collected: p.collected,
          charge: p.charge,
        })),
      )
      .execute();
  return true;
}

export async function markSettlementPosted(trx: Db, id: string, transactionId: string): Promise<void> {
  await trx
    .updateTable('courier_settlements')
    .set({ ledger_transaction_id: transactionId })
    .where('id', '=', id)
    .execute();
}

export async function knownReferences(db: Db, courier: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('courier_settlements')
    .select('reference')
    .where('courier', '=', courier)
    .execute();
  return new Set(rows.map((r) => r.reference));
}

/** Our order of a consignment the courier names (by its id, else our invoice). */
export async function orderOfConsignment(
  db: Db,
  courier: string,
  consignmentId: string,
  invoice: string | null,
): Promise<string | null> {
  const row = await db
    .selectFrom('parcels')
    .select('order_id')
    .where('courier', '=', courier)
    .where((eb) =>
      invoice
        ? eb.or([eb('consignment_id', '=', consignmentId), eb('invoice', '=', invoice)])
        : eb('consignment_id', '=', consignmentId),
    )
    .executeTakeFirst();
  return row?.order_id ?? null;
}

/** The delivery fee BoiBazar quoted for the order of a parcel's invoice (the embedded sandbox charges it). */
export async function deliveryFeeOfInvoice(db: Db, invoice: string): Promise<number | null> {
  const row = await db
    .selectFrom('parcels')
    .innerJoin('bookings', 'bookings.id', 'parcels.order_id')
    .select('bookings.delivery_fee')
    .where('parcels.invoice', '=', invoice)
    .executeTakeFirst();
  return row ? Number(row.delivery_fee) : null;
}

export async function listSettlements(db: Db, limit = 100): Promise<CourierSettlement[]> {
  const rows = await db
    .selectFrom('courier_settlements')
    .selectAll()
    .orderBy('paid_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  if (rows.length === 0) return [];
  const parcels = await db
    .selectFrom('courier_settlement_parcels')
    .selectAll()
    .where(
      'settlement_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('line')
    .execute();
  return rows.map((r) => ({
    _id: r.id,
    courier: r.courier,
    reference: r.reference,
    paid: Number(r.paid),
    collected: Number(r.collected),
    charges: Number(r.charges),
    posted: r.ledger_transaction_id !== null,
    paidAt: r.paid_at,
    recordedAt: r.recorded_at,
    parcels: parcels
      .filter((p) => p.settlement_id === r.id)
      .map((p) => ({
        consignmentId: p.consignment_id,
        invoice: p.invoice,
        orderId: p.order_id,
        collected: Number(p.collected),
        charge: Number(p.charge),
      })),
  }));
}

/**
 * Cash-on-delivery parcels the courier delivered (so collected) that no settlement covers yet, with when
 * each was delivered: the courier still owes their cash (decision 430).
 */
export async function unsettledCollections(
  db: Db,
): Promise<Array<{ orderId: string; courier: string; amount: number; deliveredAt: string }>> {
  const rows = await db
    .selectFrom('parcels')
    .select(['parcels.order_id', 'parcels.courier', 'parcels.cod_amount', 'parcels.updated_at'])
    .where('parcels.status', '=', 'delivered')
    .where('parcels.cod_amount', '>', 0)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('courier_settlement_parcels')
            .select(sql<number>`1`.as('one'))
            .whereRef('courier_settlement_parcels.order_id', '=', 'parcels.order_id'),
        ),
      ),
    )
    .orderBy('parcels.updated_at')
    .execute();
  return rows.map((r) => ({
    orderId: r.order_id,
    courier: r.courier,
    amount: Number(r.cod_amount),
    deliveredAt: r.updated_at,
  }));
}

export function outstandingByCourier(
  unsettled: Awaited<ReturnType<typeof unsettledCollections>>,
): CourierSettlements['outstanding'] {
  const by = new Map<string, CourierSettlements['outstanding'][number]>();
  for (const u of unsettled) {
    const o = by.get(u.courier) ?? { courier: u.courier, parcels: 0, amount: 0, oldestAt: null };
    o.parcels += 1;
    o.amount += u.amount;
    if (o.oldestAt === null || u.deliveredAt < o.oldestAt) o.oldestAt = u.deliveredAt;
    by.set(u.courier, o);
  }
  return [...by.values()];
}

/** Every settlement with its parcels and the delivery fee each parcel's order was quoted (the reconciliation). */
export async function settlementsForReconciliation(db: Db): Promise<
  Array<
    CourierSettlement & {
      parcels: Array<CourierSettlement['parcels'][number] & { deliveryFee: number }>;
    }
  >
> {
  const settlements = await listSettlements(db, 100_000);
  const fees = new Map<string, number>();
  const orderIds = [
    ...new Set(settlements.flatMap((s) => s.parcels.map((p) => p.orderId)).filter((id) => id !== null)),
  ];
  for (let i = 0; i < orderIds.length; i += 500) {
    const rows = await db
      .selectFrom('bookings')
      .select(['id', 'delivery_fee'])
      .where('id', 'in', orderIds.slice(i, i + 500))
      .execute();
    for (const r of rows) fees.set(r.id, Number(r.delivery_fee));
  }
  return settlements.map((s) => ({
    ...s,
    parcels: s.parcels.map((p) => ({ ...p, deliveryFee: p.orderId ? (fees.get(p.orderId) ?? 0) : 0 })),
  }));
}
