// Forgot password, reset, email verification and email change (issue 25, decision 205), registered by
// routes.ts, from their definitions (`accountEndpoints`, decision 496).
import { accountEndpoints } from '@boibazar/shared/account';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { languageFromHeader, type TextLanguage } from '../../lib/server-text.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { LinkSettings } from './account-links.ts';
import { authRateLimit, emailInBody, signedInAccount } from './auth-rate-limit.ts';
import { requestEmailChange } from './change-email.ts';
import { emailStatus } from './email-status.ts';
import {
  createPasswordResetSender,
  requestPasswordReset,
  SEND_PASSWORD_RESET,
} from './request-password-reset.ts';
import { resetPassword } from './reset-password.ts';
import { resendVerificationEmail, verifyEmail } from './verify-email.ts';

export const linkSettings = (app: FastifyInstance): LinkSettings => ({
  origin: app.publicOrigin,
  resetTtl: app.config.PASSWORD_RESET_TTL,
  verifyTtl: app.config.EMAIL_VERIFY_TTL,
});

export const requestLanguage = (request: FastifyRequest): TextLanguage =>
  languageFromHeader(request.headers['accept-language']);

const tags = ['identity'];

const recoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = app.config.RATE_LIMIT_AUTH;
  const links = linkSettings(app);
  app.jobs.register(SEND_PASSWORD_RESET, createPasswordResetSender(links));

  endpointRoute(
    app,
    accountEndpoints.forgotPassword,
    {
      config: { access: 'public' },
      // N per minute for one email and 3N from one address; the same for known and unknown emails.
      ...authRateLimit(app, 'forgot-password', limit, emailInBody),
      schema: {
        tags,
        description:
          'Emails a single-use link to reset the password if an account uses this email. The answer (204) and its time are the same either way.',
      },
    },
    async (request) => {
      await requestPasswordReset(app.db, request.body.email, requestLanguage(request));
      return undefined;
    },
  );

  endpointRoute(
    app,
    accountEndpoints.resetPassword,
    {
      config: { access: 'public' },
      ...authRateLimit(app, 'reset-password', limit),
      schema: {
        tags,
        description: "Sets a new password with an emailed link's token; every session of the account ends.",
      },
    },
    async (request) => {
      await resetPassword(app.db, request.body.token, request.body.password);
      return undefined;
    },
  );

  endpointRoute(
    app,
    accountEndpoints.verifyEmail,
    {
      config: { access: 'public' },
      ...authRateLimit(app, 'verify-email', limit),
      schema: {
        tags,
        description:
          "Opens a sign-up's or an email change's link: the address it was sent to is now verified.",
      },
    },
    async (request) => verifyEmail(app.db, request.body.token),
  );

  endpointRoute(
    app,
    accountEndpoints.email,
    { config: { access: 'signedIn' }, schema: { tags } },
    async (request) => {
      const caller = currentUser(request);
      return (
        (await emailStatus(app.db, caller._id)) ?? {
          email: caller.email,
          emailVerified: false,
          pendingEmail: null,
        }
      );
    },
  );

  endpointRoute(
    app,
    accountEndpoints.changeEmail,
    {
      config: { access: 'signedIn' },
      ...authRateLimit(app, 'change-email', limit, signedInAccount),
      schema: {
        tags,
        description:
          'Starts changing the email: a link goes to the new address and a notice to the old; the change waits until the link is opened.',
      },
    },
    async (request) =>
      requestEmailChange(app.db, links, currentUser(request), request.body.email, requestLanguage(request)),
  );

  endpointRoute(
    app,
    accountEndpoints.resendVerification,
    {
      config: { access: 'signedIn' },
      ...authRateLimit(app, 'verify-resend', limit, signedInAccount),
      schema: { tags, description: 'Another verification link to the caller’s email.' },
    },
    async (request) => {
      await resendVerificationEmail(app.db, links, currentUser(request), requestLanguage(request));
      return undefined;
    },
  );
};

export default recoveryRoutes;
