import type { Kysely } from 'kysely';

// Courier cash settlements (issue 27, decision 430): each payment a courier reports, once per courier and
// its own reference, with the parcels it covered (the cash collected and the charge for each).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('courier_settlements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('courier', 'text', (c) => c.notNull())
    // The courier's own payment id: a settlement read twice is recorded once.
    .addColumn('reference', 'text', (c) => c.notNull())
    // Whole Taka: paid to BoiBazar, the cash collected and the delivery charges of its parcels.
    .addColumn('paid', 'integer', (c) => c.notNull())
    .addColumn('collected', 'integer', (c) => c.notNull())
    .addColumn('charges', 'integer', (c) => c.notNull())
    // The ledger transaction; null when paid ≠ collected − charges (nothing posted, the reconciliation flags it).
    .addColumn('ledger_transaction_id', 'text')
    .addColumn('paid_at', 'text', (c) => c.notNull())
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('courier_settlements_reference_key', ['courier', 'reference'])
    .execute();
  await db.schema
    .createTable('courier_settlement_parcels')
    .addColumn('settlement_id', 'text', (c) =>
      c.notNull().references('courier_settlements.id').onDelete('cascade'),
    )
    .addColumn('line', 'integer', (c) => c.notNull())
    .addColumn('consignment_id', 'text', (c) => c.notNull())
    .addColumn('invoice', 'text')
    // Ours, when the consignment is one of our parcels.
    .addColumn('order_id', 'text')
    .addColumn('collected', 'integer', (c) => c.notNull())
    .addColumn('charge', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('courier_settlement_parcels_pkey', ['settlement_id', 'line'])
    .execute();
  await db.schema
    .createIndex('courier_settlement_parcels_order_idx')
    .on('courier_settlement_parcels')
    .column('order_id')
    .execute();
}
