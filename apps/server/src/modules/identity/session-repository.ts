// The `sessions` table: one row per sign-in; a token is valid only while its row is live
// (docs/decisions/006-tokens-and-sessions.md).
import { sql } from 'kysely';
import { KEPT_PLAN, type Db } from '../../db/database.ts';
import type { UsersTable } from '../../db/schema.ts';
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

/**
 * The session's user while session and account are live (not checking expiry), with the expiry time.
 * Every signed-in request runs it, so it is a `sql` template rather than the query builder, whose
 * building and compiling cost more than the indexed read itself (decisions 480, 490). Its plan (both rows by
 * primary key) serves every session, so PostgreSQL keeps it (KEPT_PLAN, decision 507).
 */
export async function findSessionUser(db: Db, sessionId: string, userId: string) {
  const { rows } = await sql<
    Pick<UsersTable, 'id' | 'name' | 'email' | 'image' | 'role' | 'verified'> & { expires_at: string }
  >`${sql.raw(KEPT_PLAN)}select u.id, u.name, u.email, u.image, u.role, u.verified, s.expires_at
    from sessions s inner join users u on u.id = s.user_id
    where s.id = ${sessionId} and s.user_id = ${userId} and s.revoked_at is null and u.deleted_at is null`.execute(
    db,
  );
  const row = rows[0];
  return row && { user: toUser(row), expiresAt: Date.parse(row.expires_at) };
}
