// The `oidc_logins` table: a Google sign-in's state, nonce and PKCE verifier, kept for ten minutes and
// used once (docs/decisions/011-google-oidc.md).
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../lib/ids.ts';

export interface OidcLogin {
  state: string;
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
  return_to: string;
  expires_at: string;
}

/** Stores a new sign-in, clearing the expired ones first. */
export async function saveOidcLogin(db: Db, login: OidcLogin): Promise<void> {
  await db.deleteFrom('oidc_logins').where('expires_at', '<', nowIso()).execute();
  await db.insertInto('oidc_logins').values(login).execute();
}

/** Takes (deletes and answers) the unexpired sign-in of this state: a replayed or forged state finds none. */
export function takeOidcLogin(db: Db, state: string): Promise<OidcLogin | undefined> {
  return db
    .deleteFrom('oidc_logins')
    .where('state', '=', state)
    .where('expires_at', '>', nowIso())
    .returningAll()
    .executeTakeFirst();
}
