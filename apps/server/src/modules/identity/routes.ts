import { startSelling } from './start-selling.ts';
import { identityEndpoints, safeReturnPath } from '@boibazar/shared/identity';
import { identityRoutes as paths } from '@boibazar/shared/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { AppError } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { authRateLimit, emailInBody, SIGN_IN_ACCOUNT_REFUSAL, signedInAccount } from './auth-rate-limit.ts';
import { changePassword } from './change-password.ts';
import phoneRoutes from './phone-routes.ts';
import { createGoogleSignIn } from './google-oidc.ts';
import { lookUpUser } from './look-up-user.ts';
import { signInWithGoogle } from './sign-in-with-google.ts';
import { signIn } from './sign-in.ts';
import { signUp } from './sign-up.ts';
import type { AuthUser } from './token-service.ts';
import { updateProfile } from './update-profile.ts';
import { emailStatus } from './email-status.ts';
import recoveryRoutes, { linkSettings, requestLanguage } from './recovery-routes.ts';
import { sendVerificationEmail } from './verify-email.ts';
import { requireOwnEmail } from './own-email.ts';
import { findUserLanguage, setUserLanguage, type User } from './user-repository.ts';

const queryOf = (url: string) => (url.includes('?') ? url.slice(url.indexOf('?')) : '');
const withoutSession = ({ sessionId: _sessionId, ...user }: AuthUser): User => user;

const tags = ['identity'];

const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = app.config.RATE_LIMIT_AUTH;
  const google = createGoogleSignIn(app.db, app.config, app.publicOrigin);
  const e = identityEndpoints;

  endpointRoute(
    app,
    e.signup,
    {
      config: { access: 'public', personal: true },
      ...authRateLimit(app, 'signup', limit, emailInBody),
      schema: { tags },
    },
    async (request) => {
      const user = await signUp(app.db, request.body);
      // NOTE: after the account's commit; should this fail, the banner's "send again" covers it.
      await sendVerificationEmail(app.db, linkSettings(app), user, requestLanguage(request));
      return { accessToken: await app.tokens.issue(user._id), user };
    },
  );

  endpointRoute(
    app,
    e.login,
    {
      config: { access: 'public', personal: true },
      ...authRateLimit(app, 'login', limit, emailInBody, { accountRefusal: SIGN_IN_ACCOUNT_REFUSAL }),
      schema: { tags },
    },
    async (request) => {
      const user = await signIn(app.db, request.body.email, request.body.password);
      return { accessToken: await app.tokens.issue(user._id), user };
    },
  );

  endpointRoute(app, e.logout, { config: { access: 'signedIn' }, schema: { tags } }, async (request) => {
    await app.tokens.revokeSession(currentUser(request).sessionId);
    return undefined;
  });

  endpointRoute(app, e.me, { config: { access: 'signedIn' }, schema: { tags } }, async (request) => {
    const user = withoutSession(currentUser(request));
    const email = await emailStatus(app.db, user._id);
    return {
      ...user,
      emailVerified: email?.emailVerified ?? false,
      pendingEmail: email?.pendingEmail ?? null,
    };
  });

  endpointRoute(
    app,
    e.startSelling,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        description:
          'A Buyer becomes a Seller (one way; an admin cannot). Answers with the account as it now is.',
      },
    },
    async (request) => startSelling(app.db, currentUser(request)),
  );

  // The language the caller reads BoiBazar in (issue 17): their emails and the server's errors follow it.
  endpointRoute(app, e.language, { config: { access: 'signedIn' }, schema: { tags } }, async (request) => ({
    language: await findUserLanguage(app.db, currentUser(request)._id),
  }));

  endpointRoute(app, e.setLanguage, { config: { access: 'signedIn' }, schema: { tags } }, async (request) => {
    await setUserLanguage(app.db, currentUser(request)._id, request.body.language);
    return { language: request.body.language };
  });

  endpointRoute(
    app,
    e.changePassword,
    {
      config: { access: 'signedIn' },
      ...authRateLimit(app, 'password', limit, signedInAccount),
      schema: { tags },
    },
    async (request) => {
      const caller = currentUser(request);
      const { currentPassword, newPassword } = request.body;
      const accessToken = await changePassword(app.db, app.tokens, caller._id, currentPassword, newPassword);
      return { accessToken, user: withoutSession(caller) };
    },
  );

  endpointRoute(app, e.providers, { config: { access: 'public' }, schema: { tags } }, () => ({
    google: google.configured,
  }));

  app.get(
    paths.google.path,
    {
      config: { access: 'public' },
      // Each start stores a short-lived row, so one address cannot start them without bound.
      ...authRateLimit(app, 'google', limit),
      schema: { tags, querystring: z.object({ returnTo: z.string().max(2000).optional() }) },
    },
    async (request, reply) => {
      const url = await google.start(safeReturnPath(request.query.returnTo));
      return reply.redirect(url.toString(), 302);
    },
  );

  app.get(
    paths.googleCallback.path,
    { config: { access: 'public', personal: true }, schema: { tags } },
    async (request, reply) => {
      // The token travels in the fragment, which browsers never send to a server or write to its logs.
      try {
        const { identity, returnTo } = await google.finish(queryOf(request.url));
        const user = await signInWithGoogle(app.db, identity);
        const fragment = new URLSearchParams({ token: await app.tokens.issue(user._id), returnTo });
        return reply.redirect(`/login#${fragment.toString()}`, 302);
      } catch (error) {
        request.log.warn({ err: error }, 'Google sign-in failed');
        // Our own errors are written for the user; anything else (a database error) stays in the log.
        const message = error instanceof AppError ? error.message : 'Google sign-in failed; please try again';
        return reply.redirect(`/login#${new URLSearchParams({ error: message }).toString()}`, 302);
      }
    },
  );

  // The spec's user calls (§7). They answer only about the caller's own account (the admin may ask about
  // anyone), so a visitor gets 401 and nobody can probe which emails have accounts.
  endpointRoute(app, e.adminCheck, { config: { access: 'signedIn' }, schema: { tags } }, async (request) => {
    const user = await lookUpUser(app.db, currentUser(request), request.params.email);
    return { isAdmin: user.role === 'Admin' };
  });

  endpointRoute(app, e.sellerCheck, { config: { access: 'signedIn' }, schema: { tags } }, async (request) => {
    const user = await lookUpUser(app.db, currentUser(request), request.params.email);
    return { isSeller: user.role === 'Seller' };
  });

  endpointRoute(app, e.user, { config: { access: 'signedIn' }, schema: { tags } }, (request) =>
    lookUpUser(app.db, currentUser(request), request.query.email),
  );

  // Kept for the spec's clients: never creates an account (that needs POST /auth/signup with a password)
  // and never changes a role; it updates the caller's own name and photo (docs/decisions/010).
  endpointRoute(app, e.updateProfile, { config: { access: 'signedIn' }, schema: { tags } }, (request) =>
    updateProfile(app.db, currentUser(request), request.body),
  );

  // Kept for the spec's clients: a fresh token, only for the signed-in caller's own email.
  endpointRoute(
    app,
    e.jwt,
    {
      config: { access: 'signedIn' },
      // Each call makes a session (the oldest beyond MAX_LIVE_SESSIONS are revoked); no reason to call it often.
      ...authRateLimit(app, 'jwt', limit, signedInAccount),
      schema: { tags },
    },
    async (request) => {
      const caller = currentUser(request);
      requireOwnEmail(caller, request.query.email, 'A token can only be issued for your own account');
      return { accessToken: await app.tokens.issue(caller._id) };
    },
  );

  await app.register(phoneRoutes);
  await app.register(recoveryRoutes);
};

export default identityRoutes;
