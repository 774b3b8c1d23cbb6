import type { Kysely } from 'kysely';

// A Google sign-in in progress: the state, nonce and PKCE verifier stay on the server for ten minutes
// and are consumed once by the callback (docs/decisions/011-google-oidc.md).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('oidc_logins')
    .addColumn('state', 'text', (c) => c.primaryKey())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('redirect_uri', 'text', (c) => c.notNull())
    .addColumn('return_to', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('oidc_logins_expires_idx').on('oidc_logins').column('expires_at').execute();
}
