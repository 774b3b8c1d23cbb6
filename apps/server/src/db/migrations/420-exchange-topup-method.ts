import type { Kysely } from 'kysely';

// Issue 30, the exchange top-up paid other than by card (docs/decisions/420-...): how the payer settles it,
// `cash` (at the handover, no money online) or null (by card or bKash, the top-up payment row says).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('exchanges').addColumn('topup_method', 'text').execute();
}
