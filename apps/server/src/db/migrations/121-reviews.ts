import { sql, type Kysely } from 'kysely';

// Reviews of finished deals (docs/decisions/123-reviews-and-reputation.md): one per side of an order
// (or, later, of an exchange), hidden until both are in or the window closes; each member's rating as a
// seller kept on their row so every book card can show it without a join per card.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.references('bookings.id'))
    .addColumn('exchange_id', 'text')
    .addColumn('author_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('subject_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('author_role', 'text', (c) => c.notNull().check(sql`author_role in ('buyer', 'seller')`))
    .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('reply', 'text')
    .addColumn('replied_at', 'text')
    .addColumn('hidden_at', 'text')
    .addColumn('hidden_reason', 'text')
    .addColumn('hidden_by', 'text')
    .addColumn('window_closes_at', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('reviews_of_a_deal', sql`order_id is not null or exchange_id is not null`)
    .execute();
  // Once per side of a deal.
  await db.schema
    .createIndex('reviews_order_author_unique')
    .on('reviews')
    .columns(['order_id', 'author_id'])
    .unique()
    .where(sql.ref('order_id'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('reviews_exchange_author_unique')
    .on('reviews')
    .columns(['exchange_id', 'author_id'])
    .unique()
    .where(sql.ref('exchange_id'), 'is not', null)
    .execute();
  // A seller's public reviews, newest first.
  await db.schema
    .createIndex('reviews_subject_idx')
    .on('reviews')
    .columns(['subject_id', 'published_at', 'id'])
    .execute();

  await db.schema
    .alterTable('users')
    .addColumn('seller_rating_sum', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('seller_rating_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
