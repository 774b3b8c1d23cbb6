import { PostgresAdapter, sql, type Kysely } from 'kysely';

// A notification is stored as data, `{template, params}`, and rendered in the reader's language when read
// (docs/decisions/330-notifications-after-commit.md). The English title and body written before go into
// the params of the `legacy` template, which shows them as they were written.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('notifications')
    .addColumn('template', 'text', (c) => c.notNull().defaultTo('legacy'))
    .execute();
  await db.schema
    .alterTable('notifications')
    .addColumn('params', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  const asJson =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? sql<string>`json_build_object('title', title, 'body', body)::text`
      : sql<string>`json_object('title', title, 'body', body)`;
  await db.updateTable('notifications').set({ template: 'legacy', params: asJson }).execute();
  await db.schema.alterTable('notifications').dropColumn('title').execute();
  await db.schema.alterTable('notifications').dropColumn('body').execute();
}
