// The `sessions` table: one row per sign-in; a token is valid only while its row is live
// (docs/decisions/006-tokens-and-sessions.md).
import { sql } from 'kysely';
import { KEPT_PLAN, type Db, type Dialect } from '../../db/database.ts';
import { jsonArray, readJsonArray } from '../../db/json-array.ts';
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
 * row by two primary keys, or none: `findSessionUser`'s statement. A route that checks the session inside its
 * own statement reads the same row as liveSessionJson (decisions 513, 533), under the same conditions.
 */
export function liveSessionQuery(db: Db, sessionId: string, userId: string) {
  return liveSessionRows(db, sessionId, userId).select(LIVE_SESSION_COLUMNS);
}

/** The session's row joined with its member's while both are live: what liveSessionQuery and liveSessionJson read. */
function liveSessionRows(db: Db, sessionId: string, userId: string) {
  return db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .where('s.id', '=', sessionId)
    .where('s.user_id', '=', userId)
    .where('s.revoked_at', 'is', null)
    .where('u.deleted_at', 'is', null);
}

/** liveSessionQuery's columns in order, each `<column read> as <name>`: its select, its JSON array's order. */
const LIVE_SESSION_COLUMNS = [
  'u.id as member_id',
  'u.name as member_name',
  'u.email as member_email',
  'u.image as member_image',
  'u.role as member_role',
  'u.verified as member_verified',
  's.expires_at as session_expires_at',
] as const;
const LIVE_SESSION_PARTS = LIVE_SESSION_COLUMNS.map((column) => column.split(' as ') as [string, string]);

/**
 * liveSessionQuery's row as one value, for a statement that checks the session inside itself (decision 513):
 * a scalar subquery, which each database runs once a statement, answering the JSON array of the row's
 * columns, or null when there is no live session. One column on each of that statement's rows instead of a
 * joined subquery's seven (SQLite materialised the joined subquery on every run; decision 533). Read it with
 * `readLiveSession`.
 */
export function liveSessionJson(db: Db, dialect: Dialect, sessionId: string, userId: string) {
  return liveSessionRows(db, sessionId, userId).select(
    jsonArray(
      dialect,
      LIVE_SESSION_PARTS.map(([read]) => sql.ref(read)),
    ).as('live_session'),
  );
}

/** The live session's member and expiry from liveSessionJson's answer (undefined: no live session). */
export function readLiveSession(answer: unknown) {
  const values = readJsonArray(answer);
  if (!values) return undefined;
  const row = Object.fromEntries(LIVE_SESSION_PARTS.map(([, name], i) => [name, values[i]]));
  return toLiveSession(row as LiveSessionRow);
}

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
