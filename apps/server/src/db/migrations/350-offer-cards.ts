import type { Kysely } from 'kysely';

// Issue 30, offer cards in the deal's conversation (docs/decisions/350-offer-cards-cod-in-one-step.md): a
// message may be a card about an offer (made, countered, accepted, declined, withdrawn): which offer, what
// happened (a key) and the amount on the table after it. Plain messages leave the three empty.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('messages').addColumn('offer_id', 'text').execute();
  await db.schema.alterTable('messages').addColumn('offer_event', 'text').execute();
  await db.schema.alterTable('messages').addColumn('offer_amount', 'integer').execute();
}
