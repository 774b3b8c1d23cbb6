import type { Kysely } from 'kysely';

// Password resets and email verification (issue 25, decision 205). `account_tokens` keeps one row per
// emailed link: only the SHA-256 of its secret, what it is for, the address it was sent to, when it lapses
// and when it was used (a link works once). `users.email_verified_at` says since when the account's email
// is known to be its owner's: Google accounts come verified; other accounts made before this were never
// asked, so they start unverified and see the banner.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_verified_at', 'text').execute();
  await db
    .updateTable('users')
    .set((eb) => ({ email_verified_at: eb.ref('created_at') }))
    .where('google_sub', 'is not', null)
    .execute();
  await db.schema
    .createTable('account_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    // 'password-reset' | 'verify-email' | 'change-email'
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('account_tokens_user_purpose_idx')
    .on('account_tokens')
    .columns(['user_id', 'purpose', 'created_at'])
    .execute();
}
