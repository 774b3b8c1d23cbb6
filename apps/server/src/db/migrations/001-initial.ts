import { sql, type Kysely } from 'kysely';

// Everything here must run unchanged on SQLite and PostgreSQL: text ids, integer flags and money,
// ISO-8601 text timestamps.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('Buyer', 'Seller', 'Admin')`))
    .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('google_sub', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema
    .createIndex('users_role_created_idx')
    .on('users')
    .columns(['role', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('categories_name_lower_idx')
    .on('categories')
    .expression(sql`lower(name)`)
    .unique()
    .execute();

  await db.schema
    .createTable('books')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('seller_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('category_id', 'text', (c) => c.notNull().references('categories.id'))
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('author', 'text')
    .addColumn('isbn', 'text')
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('condition', 'text', (c) => c.notNull())
    .addColumn('resale', 'integer', (c) => c.notNull())
    .addColumn('original', 'integer', (c) => c.notNull())
    .addColumn('years_used', 'integer', (c) => c.notNull())
    .addColumn('purchase_year', 'integer', (c) => c.notNull())
    .addColumn('seller_name', 'text', (c) => c.notNull())
    .addColumn('contact', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('is_sold', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('advertised', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  // Category pages list unsold, live books newest first; the partial index serves exactly that.
  await db.schema
    .createIndex('books_category_listing_idx')
    .on('books')
    .columns(['category_id', 'created_at', 'id'])
    .where(sql.ref('is_sold'), '=', 0)
    .execute();
  await db.schema.createIndex('books_created_idx').on('books').columns(['created_at', 'id']).execute();
  await db.schema
    .createIndex('books_seller_idx')
    .on('books')
    .columns(['seller_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('book_id', 'text', (c) => c.notNull().references('books.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('dismissed_at', 'text')
    .addUniqueConstraint('reports_book_user_unique', ['book_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('wishlist')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('book_id', 'text', (c) => c.notNull().references('books.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('wishlist_pk', ['user_id', 'book_id'])
    .execute();

  await db.schema
    .createTable('bookings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('book_id', 'text', (c) => c.notNull().references('books.id'))
    .addColumn('buyer_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('buyer_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('book_name', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('photo', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'paid', 'cancelled')`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('bookings_buyer_idx')
    .on('bookings')
    .columns(['buyer_id', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('bookings_book_idx').on('bookings').columns(['book_id', 'status']).execute();
  // One open booking per buyer and book; one paid booking per book (a book is never sold twice).
  await db.schema
    .createIndex('bookings_open_unique')
    .on('bookings')
    .columns(['book_id', 'buyer_id'])
    .unique()
    .where(sql.ref('status'), '=', 'open')
    .execute();
  await db.schema
    .createIndex('bookings_paid_unique')
    .on('bookings')
    .column('book_id')
    .unique()
    .where(sql.ref('status'), '=', 'paid')
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.id'))
    .addColumn('book_id', 'text', (c) => c.notNull().references('books.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('transaction_id', 'text', (c) => c.notNull().unique())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payments_created_idx').on('payments').column('created_at').execute();

  await db.schema
    .createTable('meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}
