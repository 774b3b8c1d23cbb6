import type { Kysely } from 'kysely';

// The language a member reads BoiBazar in ('en' or 'bn'; null until they pick one): their emails and the
// server's error messages follow it (issue 17, decision 170).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('language', 'varchar(2)').execute();
}
