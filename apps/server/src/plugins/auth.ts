// The one place that decides who may call what. Every /api route declares `config.access`;
// a route without it stops start-up (docs/decisions/007-authorization.md).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EndpointShape } from '@boibazar/shared/endpoint';
import fp from 'fastify-plugin';
import type { Role } from '../db/schema.ts';
import { AppError } from '../lib/errors.ts';

/**
 * The signed-in caller. This plugin reads only who and which role; identity adds the rest of the member
 * by declaration merging (identity/token-service.ts), so no plugin imports a module (issue 24, item 5).
 */
export interface AuthUser {
  _id: string;
  role: Role;
}

/** What identity gives this plugin at registration: the tokens it issues and verifies. */
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
  /**
   * Whether checking a session reads the database (there is no read cache to answer it from memory): then a
   * route declaring `sessionInStatement` checks it inside its own statement instead (decision 513).
   */
  readonly sessionCheckReadsDatabase: boolean;
  /** The session an access token names, its signature, issuer and expiry checked, the session unread; null for a bad token. */
  claims(token: string): Promise<SessionClaims | null>;
  /** The member of the session these claims name while it is live (verify's check, after `claims`). */
  userOfSession(claims: SessionClaims): Promise<AuthUser | null>;
}

/** The session and member a valid token names, before the session itself is checked. */
export interface SessionClaims {
  sessionId: string;
  userId: string;
}

/**
 * public: nobody's token is read. optional: a valid token identifies the caller, a missing or bad one
 * leaves a visitor. signedIn / seller / admin: a valid token of that kind or 401/403. streamTicket: only
 * a live-stream ticket in `?ticket=` (EventSource sends no headers; decision 053), else 401.
 */
export type Access = 'public' | 'optional' | 'signedIn' | 'seller' | 'admin' | 'streamTicket';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** The answer hands out something personal (a token) even though the caller sent none. */
    personal?: boolean;
    /** The shared definition the route was registered from (lib/endpoint-route.ts, decision 466). */
    endpoint?: EndpointShape;
    /**
     * An `optional` route whose handler checks the caller's session inside its own statement, so a signed-in
     * request is one round trip (decision 513). When the session check would read the database, auth leaves
     * the token's session in `request.uncheckedSession` (and `request.user` null) for the handler to settle
     * with `settleSession`, or with `checkSession` where its statement could not tell.
     */
    sessionInStatement?: boolean;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    /** A valid token's session not checked yet (`sessionInStatement` routes only); null once settled. */
    uncheckedSession: SessionClaims | null;
  }
  interface FastifyInstance {
    tokens: TokenService;
    /** Every /api route with its declared access, as registered (the authorization matrix test walks it). */
    apiRoutes: ApiRoute[];
  }
}

export interface ApiRoute {
  method: string;
  url: string;
  access: Access;
  endpoint?: EndpointShape;
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * The member the route's own statement found for `request.uncheckedSession` (identity's liveSessionJson with
 * its expiry check), or null: from now on the request is that member's, or a visitor's.
 */
export function settleSession(request: FastifyRequest, user: AuthUser | null): void {
  request.user = user;
  request.uncheckedSession = null;
}

/** Checks an unchecked session with its own read, as auth would have (its statement did not say, or failed). */
export async function checkSession(request: FastifyRequest): Promise<void> {
  const claims = request.uncheckedSession;
  if (claims) settleSession(request, await request.server.tokens.userOfSession(claims));
}

/** The signed-in caller, for handlers behind signedIn/seller/admin access. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('UNAUTHORIZED', 'Please sign in first');
  return request.user;
}

export default fp(
  async function auth(app: FastifyInstance, opts: { tokens: TokenService }) {
    app.decorate('tokens', opts.tokens);
    app.decorateRequest('user', null);
    app.decorateRequest('uncheckedSession', null);
    const apiRoutes: ApiRoute[] = [];
    app.decorate('apiRoutes', apiRoutes);

    app.addHook('onRoute', (route) => {
      const url = route.url ?? '';
      if (!url.startsWith('/api') || url.startsWith('/api/docs')) return;
      if (!route.config?.access) {
        throw new Error(`Route ${String(route.method)} ${url} does not declare config.access`);
      }
      for (const method of [route.method].flat())
        apiRoutes.push({ method, url, access: route.config.access, endpoint: route.config.endpoint });
    });

    // Personal answers are never kept by a browser's or proxy's cache: anything answering a request that
    // carries a token or needs a signed-in caller, and anything handing out a token (decision 008).
    app.addHook('onSend', (request, reply, payload, done) => {
      const config = request.routeOptions.config;
      const access = config?.access;
      if (access) {
        const signedIn = access !== 'public' && access !== 'optional';
        if (signedIn || config.personal || request.headers.authorization !== undefined) {
          reply.header('cache-control', 'no-store');
        }
      }
      done(null, payload);
    });

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config?.access;
      if (!access || access === 'public') return;
      if (access === 'streamTicket') {
        const ticket = (request.query as { ticket?: unknown } | undefined)?.ticket;
        request.user = typeof ticket === 'string' ? await opts.tokens.verifyStreamTicket(ticket) : null;
        if (!request.user) throw new AppError('UNAUTHORIZED', 'Please sign in first');
        return;
      }
      const token = bearerToken(request);
      if (
        access === 'optional' &&
        token &&
        opts.tokens.sessionCheckReadsDatabase &&
        request.routeOptions.config.sessionInStatement
      ) {
        request.uncheckedSession = await opts.tokens.claims(token);
        return;
      }
      const user = token ? await opts.tokens.verify(token) : null;
      if (access === 'optional') {
        request.user = user;
        return;
      }
      if (!user) {
        throw token
          ? new AppError('SESSION_ENDED', 'Your session has ended; please sign in again')
          : new AppError('UNAUTHORIZED', 'Please sign in first');
      }
      request.user = user;
      if (access === 'seller' && user.role !== 'Seller')
        throw new AppError('SELLER_ONLY', 'Only sellers can do this');
      if (access === 'admin' && user.role !== 'Admin')
        throw new AppError('ADMIN_ONLY', 'Only the admin can do this');
    });
  },
  { name: 'auth' },
);
