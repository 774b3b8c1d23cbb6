import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The audit trail (decision 282): who did what, when and from where, for every admin action and every
// money action. Append-only in the database itself: a trigger refuses UPDATE and DELETE on both dialects.
// No foreign key to users: an entry outlives the account it names.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('actor_email', 'text')
    .addColumn('actor_role', 'text')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('admin', 'money')`))
    // The route's method and pattern: "PUT /api/seller/verify/:id".
    .addColumn('action', 'text', (c) => c.notNull())
    // The route's parameters as JSON ({"id": "..."}), never the body (passwords, card details).
    .addColumn('target', 'text')
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('instance', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').columns(['at', 'id']).execute();
  await db.schema
    .createIndex('audit_log_action_idx')
    .on('audit_log')
    .columns(['action', 'at', 'id'])
    .execute();
  await db.schema
    .createIndex('audit_log_actor_idx')
    .on('audit_log')
    .columns(['actor_email', 'at', 'id'])
    .execute();

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
      begin raise exception 'audit_log is append-only'; end $$`.execute(db);
    await sql`create trigger audit_log_append_only before update or delete on audit_log
      for each row execute function audit_log_append_only()`.execute(db);
  } else {
    for (const change of ['update', 'delete'])
      await sql
        .raw(
          `create trigger audit_log_no_${change} before ${change} on audit_log
           begin select raise(abort, 'audit_log is append-only'); end`,
        )
        .execute(db);
  }
}
