// Access tokens are short JWTs (HS256) naming a server-side session, so logout, a password change
// or an account's deletion revoke them at once (docs/decisions/006-tokens-and-sessions.md).
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../../db/database.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { toUser, type User } from './user-repository.ts';

export interface AuthUser extends User {
  sessionId: string;
}

export interface TokenService {
  issue(userId: string): Promise<string>;
  verify(token: string): Promise<AuthUser | null>;
  revokeSession(sessionId: string): Promise<void>;
  revokeAllForUser(userId: string): Promise<void>;
  /** A 60-second ticket for the live stream (EventSource cannot send headers; decision 053). */
  issueStreamTicket(user: AuthUser): Promise<string>;
  /** The ticket's user while its session is live; null otherwise. Never accepts an access token. */
  verifyStreamTicket(ticket: string): Promise<AuthUser | null>;
  isSessionActive(sessionId: string, userId: string): Promise<boolean>;
}

const ISSUER = 'boibazar';
/** Live sessions one account may have; a new sign-in revokes the oldest beyond this (decision 110). */
export const MAX_LIVE_SESSIONS = 10;

/** Revokes the account's live sessions except the one just made and the `keep - 1` newest others. */
async function revokeAllButNewest(db: Db, userId: string, current: string, keep: number): Promise<void> {
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
// A different issuer, so a ticket is never an access token and an access token never a ticket.
const TICKET_ISSUER = 'boibazar:live-ticket';
const TICKET_TTL_SECONDS = 60;

/** The signing secret: JWT_SECRET when set, else one generated once and kept in DATA_DIR. */
export function loadSigningSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, 'jwt-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}

export function createTokenService(db: Db, secret: Uint8Array, ttlHours: number): TokenService {
  async function sessionUser(sid: string, userId: string): Promise<AuthUser | null> {
    const row = await db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['users.id', 'users.name', 'users.email', 'users.image', 'users.role', 'users.verified'])
      .where('sessions.id', '=', sid)
      .where('sessions.user_id', '=', userId)
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.expires_at', '>', nowIso())
      .where('users.deleted_at', 'is', null)
      .executeTakeFirst();
    return row ? { ...toUser(row), sessionId: sid } : null;
  }

  async function verifyAs(token: string, issuer: string): Promise<AuthUser | null> {
    let sid: unknown;
    let sub: string | undefined;
    try {
      const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], issuer });
      sid = payload.sid;
      sub = payload.sub;
    } catch {
      return null;
    }
    if (typeof sid !== 'string' || !sub) return null;
    return sessionUser(sid, sub);
  }

  return {
    async issue(userId) {
      const sessionId = newId();
      const now = new Date();
      const expires = new Date(now.getTime() + ttlHours * 3600_000);
      await db
        .insertInto('sessions')
        .values({
          id: sessionId,
          user_id: userId,
          created_at: now.toISOString(),
          expires_at: expires.toISOString(),
          revoked_at: null,
        })
        .execute();
      await revokeAllButNewest(db, userId, sessionId, MAX_LIVE_SESSIONS);
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .setExpirationTime(Math.floor(expires.getTime() / 1000))
        .sign(secret);
    },

    async verify(token) {
      return verifyAs(token, ISSUER);
    },

    async revokeSession(sessionId) {
      await db.updateTable('sessions').set({ revoked_at: nowIso() }).where('id', '=', sessionId).execute();
    },

    async issueStreamTicket(user) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ sid: user.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user._id)
        .setIssuer(TICKET_ISSUER)
        .setIssuedAt(now)
        .setExpirationTime(now + TICKET_TTL_SECONDS)
        .sign(secret);
    },

    async verifyStreamTicket(ticket) {
      return verifyAs(ticket, TICKET_ISSUER);
    },

    async isSessionActive(sessionId, userId) {
      return (await sessionUser(sessionId, userId)) !== null;
    },

    async revokeAllForUser(userId) {
      await db
        .updateTable('sessions')
        .set({ revoked_at: nowIso() })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
    },
  };
}
