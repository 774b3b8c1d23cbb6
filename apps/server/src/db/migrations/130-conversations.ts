import type { Kysely } from 'kysely';

// Conversations about a book between its seller and one asker, their messages, blocks between people
// and reports of conversations to the admin (docs/decisions/130-conversations.md).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('conversations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('book_id', 'text', (c) => c.notNull().references('books.id'))
    .addColumn('asker_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('seller_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_message_at', 'text', (c) => c.notNull())
    .addColumn('last_message_id', 'text')
    // Messages are numbered 1, 2, … per conversation under the row's lock, so their order never
    // depends on two clocks agreeing or two sends landing in different milliseconds.
    .addColumn('message_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('asker_unread', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('seller_unread', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('conversations_book_asker_unique', ['book_id', 'asker_id'])
    .execute();
  // Each side's list, newest first.
  await db.schema
    .createIndex('conversations_asker_idx')
    .on('conversations')
    .columns(['asker_id', 'last_message_at', 'id'])
    .execute();
  await db.schema
    .createIndex('conversations_seller_idx')
    .on('conversations')
    .columns(['seller_id', 'last_message_at', 'id'])
    .execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('conversation_id', 'text', (c) => c.notNull().references('conversations.id'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('sender_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('messages_conversation_seq_unique', ['conversation_id', 'seq'])
    .execute();

  await db.schema
    .createTable('user_blocks')
    .addColumn('blocker_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('blocked_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_blocks_pk', ['blocker_id', 'blocked_id'])
    .execute();

  await db.schema
    .createTable('conversation_reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('conversation_id', 'text', (c) => c.notNull().references('conversations.id'))
    .addColumn('reporter_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('conversation_reports_unique', ['conversation_id', 'reporter_id'])
    .execute();
  await db.schema
    .createIndex('conversation_reports_created_idx')
    .on('conversation_reports')
    .columns(['created_at', 'id'])
    .execute();
}
