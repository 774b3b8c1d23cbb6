// The `sessions` table: one row per sign-in; a token is valid only while its row is live
// (docs/decisions/006-tokens-and-sessions.md).
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../lib/ids.ts';
import { toUser } from './user-repository.ts';

export async function insertSession(
  db: Db,
  session: { id: string; userId: string; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      user_id: session.userId,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
      revoked_at: null,
    })
    .execute();
}

/** Revokes the account's live sessions except `current` and the `keep - 1` newest others. */
export async function revokeAllButNewest(
  db: Db,
  userId: string,
  current: string,
  keep: number,
): Promise<void> {
  const newestOthers = db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('id', '!=', current)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(keep - 1);
  await db
    .updateTable('sessions')
    .set({ revoked_at: nowIso() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('id', '!=', current)
    .where('id', 'not in', newestOthers)
    .execute();
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: nowIso() }).where('id', '=', sessionId).execute();
}

export async function revokeSessionsOfUser(db: Db, userId: string, at = nowIso()): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The session's user while session and account are live (not checking expiry), with the expiry time. */
export async function findSessionUser(db: Db, sessionId: string, userId: string) {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.image',
      'users.role',
      'users.verified',
      'sessions.expires_at',
    ])
    .where('sessions.id', '=', sessionId)
    .where('sessions.user_id', '=', userId)
    .where('sessions.revoked_at', 'is', null)
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
  return row && { user: toUser(row), expiresAt: Date.parse(row.expires_at) };
}
