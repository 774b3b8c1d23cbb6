import type { Kysely } from 'kysely';

// The language each email was written in (its recipient's, decision 171), so the admin's Outbox marks it
// for screen readers; emails written before this migration were all English.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('email_outbox')
    .addColumn('language', 'varchar(2)', (c) => c.notNull().defaultTo('en'))
    .execute();
}
