import { sql, type Kysely } from 'kysely';

// Phone sign-in and SMS (decisions 210 and 211). Only adds: a member's verified number on `users`, the
// one-time codes, the SMS outbox, the offline SMS sandbox's inbox and the rows that serialise code sends.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // 01XXXXXXXXX once verified; one account per number (several NULLs are allowed on both dialects).
  await db.schema.alterTable('users').addColumn('phone', 'text').execute();
  await db.schema.createIndex('users_phone_idx').on('users').column('phone').unique().execute();

  await db.schema
    .createTable('phone_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('sign-in', 'sign-up', 'verify')`))
    // Only for 'verify': the member adding the number.
    .addColumn('user_id', 'text', (c) => c.references('users.id'))
    // HMAC-SHA256 of the code under a server secret, hex; the code itself is never stored.
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('phone_codes_phone_idx')
    .on('phone_codes')
    .columns(['phone', 'created_at'])
    .execute();
  await db.schema.createIndex('phone_codes_ip_idx').on('phone_codes').columns(['ip', 'created_at']).execute();

  // One row per number and per address: a send locks its two rows first, so concurrent sends are counted
  // one after another on both dialects.
  await db.schema
    .createTable('phone_send_locks')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('touched_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sms_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('to_number', 'text', (c) => c.notNull())
    // Emptied once the message is handed over or given up, so no code stays readable at rest.
    .addColumn('text_body', 'text')
    .addColumn('language', 'varchar(2)', (c) => c.notNull().defaultTo('en'))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('queued', 'sending', 'sent', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('provider', 'text')
    .addColumn('provider_ref', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();

  // The offline sandbox's side: what a tester's phone would have received (SMS_PROVIDER=sandbox only).
  await db.schema
    .createTable('sms_sandbox_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('to_number', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('language', 'varchar(2)', (c) => c.notNull().defaultTo('en'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sms_sandbox_messages_created_idx')
    .on('sms_sandbox_messages')
    .columns(['created_at', 'id'])
    .execute();
}
