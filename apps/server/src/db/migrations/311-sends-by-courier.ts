import type { Kysely } from 'kysely';

// A listing says whether its seller sends it by courier (issue 27, decision 310); on unless they turn it off.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('books')
    .addColumn('sends_by_courier', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}
