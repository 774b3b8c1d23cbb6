import { PostgresAdapter, sql, type Kysely } from 'kysely';

export interface WiderCheck {
  table: string;
  column: string;
  /** The values the check allows now, in the order its definition lists them. */
  from: readonly string[];
  /** The values to allow as well, appended to the list. */
  added: readonly string[];
}

const identifier = /^[a-z_][a-z0-9_]*$/;
const valueList = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * Widens a `column in (…)` check constraint to allow more values (migrations 150 and 431, decision 472). PostgreSQL
 * replaces the named constraint `<table>_<column>_check`. SQLite cannot change a check constraint, so the
 * table is rebuilt from its own definition with the wider list (sqlite.org/lang_altertable.html §7),
 * keeping whatever columns and indexes other migrations added.
 */
export async function rebuildWithWiderCheck(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  { table, column, from, added }: WiderCheck,
): Promise<void> {
  if (!identifier.test(table) || !identifier.test(column))
    throw new Error(`not a plain name: ${table}.${column}`);
  const oldList = valueList(from);
  const newList = `${oldList}, ${valueList(added)}`;
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql.raw(`alter table ${table} drop constraint if exists ${table}_${column}_check`).execute(db);
    await sql
      .raw(`alter table ${table} add constraint ${table}_${column}_check check (${column} in (${newList}))`)
      .execute(db);
    return;
  }
  const definitions = await sql<{
    sql: string;
  }>`select sql from sqlite_master where type = 'table' and name = ${table}`.execute(db);
  const definition = definitions.rows[0]?.sql ?? '';
  if (!definition.includes(oldList)) throw new Error(`${table}: unexpected ${column} check`);
  const indexes = await sql<{
    sql: string;
  }>`select sql from sqlite_master where type = 'index' and tbl_name = ${table} and sql is not null`.execute(
    db,
  );
  const rebuilt = `${table}_new`;
  // Migrations run outside a transaction on SQLite, so foreign keys can be switched off around it.
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql
        .raw(
          definition
            .replace(oldList, newList)
            .replace(new RegExp(`^CREATE TABLE\\s+("?${table}"?)`, 'i'), `CREATE TABLE ${rebuilt}`),
        )
        .execute(trx);
      await sql.raw(`insert into ${rebuilt} select * from ${table}`).execute(trx);
      await sql.raw(`drop table ${table}`).execute(trx);
      await sql.raw(`alter table ${rebuilt} rename to ${table}`).execute(trx);
      for (const index of indexes.rows) await sql.raw(index.sql).execute(trx);
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error(`${table} rebuild left broken foreign keys`);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
