import type { Kysely } from 'kysely';

// A seller's default payout method (decision 360): the one scheduled payouts use (1), the rest 0.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('payout_methods')
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
