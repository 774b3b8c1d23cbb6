// Access tokens are short JWTs (HS256) naming a server-side session, so logout, a password change
// or an account's deletion revoke them at once (docs/decisions/006-tokens-and-sessions.md).
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';
import { noReadCache, type ReadCache } from '../../lib/read-cache.ts';
import {
  findSessionUser,
  insertSession,
  readLiveSession,
  revokeAllButNewest,
  revokeSession,
  revokeSessionsOfUser,
} from './session-repository.ts';
import type { AuthUser, SessionClaims, TokenService } from '../../plugins/auth.ts';
import type { User } from './user-repository.ts';

export type { AuthUser, TokenService };

// The auth plugin's caller is the whole member with the session its token names.
declare module '../../plugins/auth.ts' {
  interface AuthUser extends User {
    sessionId: string;
  }
}

const ISSUER = 'boibazar';
/** Live sessions one account may have; a new sign-in revokes the oldest beyond this (decision 110). */
export const MAX_LIVE_SESSIONS = 10;

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

/**
 * Tokens whose signature and issuer jose has already verified, with their claims. A signature stays valid
 * for the token's life, so a repeat visit skips the (asynchronous, thread-pool) HMAC check; expiry is
 * still checked on every use and the session query below still runs on every request, so revocation is
 * unaffected (decision 184). Bounded; the oldest entries go first.
 */
const VERIFIED_MAX = 10_000;

/**
 * The member of a session read live (`findSessionUser`'s answer, or `liveSessionJson`'s inside
 * another statement, decision 513) while it has not expired; else null. Expiry is checked here, on every use.
 */
export function liveUserOf(
  live: { user: User; expiresAt: number } | undefined,
  sessionId: string,
): AuthUser | null {
  return live && live.expiresAt > Date.now() ? { ...live.user, sessionId } : null;
}

/** The member of liveSessionJson's answer read inside another statement, as `verify` would answer it. */
export function liveSessionUser(answer: unknown, sessionId: string): AuthUser | null {
  return liveUserOf(readLiveSession(answer), sessionId);
}

export function createTokenService(
  db: Db,
  secret: Uint8Array,
  ttlHours: number,
  readCache: ReadCache = noReadCache,
): TokenService {
  /**
   * The session's user while it is live: one query joining session and user (revocation, deletion, role),
   * answered from the read cache while nothing was written since (decision 186); expiry is checked here,
   * on every use.
   */
  async function sessionUser(sid: string, userId: string): Promise<AuthUser | null> {
    const live = await readCache.read(`session ${sid} ${userId}`, () => findSessionUser(db, sid, userId));
    return liveUserOf(live, sid);
  }

  const verified = new Map<string, { sid: unknown; sub: string | undefined; exp: number }>();

  /** The session a token names once its signature, issuer and expiry hold; the session itself unread. */
  async function claimsAs(token: string, issuer: string): Promise<SessionClaims | null> {
    const key = `${issuer} ${token}`;
    let claims = verified.get(key);
    if (claims && claims.exp * 1000 <= Date.now()) {
      verified.delete(key);
      return null;
    }
    if (!claims) {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], issuer });
        claims = { sid: payload.sid, sub: payload.sub, exp: payload.exp ?? 0 };
      } catch {
        return null;
      }
      if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
      verified.set(key, claims);
    }
    const { sid, sub } = claims;
    if (typeof sid !== 'string' || !sub) return null;
    return { sessionId: sid, userId: sub };
  }

  async function verifyAs(token: string, issuer: string): Promise<AuthUser | null> {
    const claims = await claimsAs(token, issuer);
    return claims && sessionUser(claims.sessionId, claims.userId);
  }

  return {
    async issue(userId) {
      const sessionId = newId();
      const now = new Date();
      const expires = new Date(now.getTime() + ttlHours * 3600_000);
      await insertSession(db, {
        id: sessionId,
        userId,
        createdAt: now.toISOString(),
        expiresAt: expires.toISOString(),
      });
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

    // With the read cache a session is mostly read from memory; without it, from the database (decision 513).
    sessionCheckReadsDatabase: readCache === noReadCache,

    async claims(token) {
      return claimsAs(token, ISSUER);
    },

    async userOfSession(claims) {
      return sessionUser(claims.sessionId, claims.userId);
    },

    async revokeSession(sessionId) {
      await revokeSession(db, sessionId);
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
      await revokeSessionsOfUser(db, userId);
    },
  };
}
