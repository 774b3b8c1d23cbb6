// The `sessions` table: one row per sign-in; a token is valid only while its row is live
// (docs/decisions/006-tokens-and-sessions.md).
import { KEPT_PLAN, type Db } from '../../db/database.ts';
import { compiledOnce, runCompiled } from '../../lib/compiled-once.ts';
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
 * The session's member while session and account are live (not checking expiry), with the expiry time: one
 * row by two primary keys, or none. Its own statement (`findSessionUser`) or, for a route that checks the
 * session inside its own statement, a part of that one (decision 513); either way the same conditions.
 * Its columns are named so they sit beside any table's (`member_…`, `session_expires_at`).
 */
export function liveSessionQuery(db: Db, sessionId: string, userId: string) {
  return db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      'u.id as member_id',
      'u.name as member_name',
      'u.email as member_email',
      'u.image as member_image',
      'u.role as member_role',
      'u.verified as member_verified',
      's.expires_at as session_expires_at',
    ])
    .where('s.id', '=', sessionId)
    .where('s.user_id', '=', userId)
    .where('s.revoked_at', 'is', null)
    .where('u.deleted_at', 'is', null);
}

/** liveSessionQuery's columns, for a statement that holds it. */
export const LIVE_SESSION_COLUMNS = [
  'member_id',
  'member_name',
  'member_email',
  'member_image',
  'member_role',
  'member_verified',
  'session_expires_at',
] as const;

export type LiveSessionRow = Awaited<
  ReturnType<ReturnType<typeof liveSessionQuery>['executeTakeFirstOrThrow']>
>;

/** A live session's member and expiry from its row (`member_id` null: no live session). */
export function toLiveSession(row: { [C in keyof LiveSessionRow]: LiveSessionRow[C] | null }) {
  if (row.member_id === null) return undefined;
  const user = toUser({
    id: row.member_id,
    name: row.member_name!,
    email: row.member_email!,
    image: row.member_image!,
    role: row.member_role!,
    verified: row.member_verified!,
  });
  return { user, expiresAt: Date.parse(row.session_expires_at!) };
}

// Every signed-in request runs it: compiled once, not built each time, since the builder's building and
// compiling cost more than the indexed read itself (decisions 480, 490). Its plan (both rows by primary key)
// serves every session, so PostgreSQL keeps it (KEPT_PLAN, decision 507).
const sessionUserStatement = compiledOnce(
  (db: Db, _shape: null, v: { sessionId: string; userId: string }) =>
    liveSessionQuery(db, v.sessionId, v.userId),
  { prefix: () => KEPT_PLAN },
);

/** The session's user while session and account are live (not checking expiry), with the expiry time. */
export async function findSessionUser(db: Db, sessionId: string, userId: string) {
  const [row] = await runCompiled<LiveSessionRow>(db, sessionUserStatement(db, null, { sessionId, userId }));
  return row && toLiveSession(row);
}
