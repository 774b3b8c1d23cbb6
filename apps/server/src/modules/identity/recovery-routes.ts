// Forgot password, reset, email verification and email change (issue 25, decision 205), registered by
// routes.ts. Every path comes from @boibazar/shared/paths (accountPaths).
import {
  changeEmailSchema,
  emailStatusSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from '@boibazar/shared/account';
import { accountPaths } from '@boibazar/shared/paths';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

const recoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = app.config.RATE_LIMIT_AUTH;
  const links = linkSettings(app);
  app.jobs.register(SEND_PASSWORD_RESET, createPasswordResetSender(links));

  app.post(
    accountPaths.forgotPassword,
    {
      config: { access: 'public' },
      // N per minute for one email and 3N from one address; the same for known and unknown emails.
      ...authRateLimit(app, 'forgot-password', limit, emailInBody),
      schema: {
        tags: ['identity'],
        description:
          'Emails a single-use link to reset the password if an account uses this email. The answer (204) and its time are the same either way.',
        body: forgotPasswordSchema,
      },
    },
    async (request, reply) => {
      await requestPasswordReset(app.db, request.body.email, requestLanguage(request));
      return reply.status(204).send();
    },
  );

  app.post(
    accountPaths.resetPassword,
    {
      config: { access: 'public' },
      ...authRateLimit(app, 'reset-password', limit),
      schema: {
        tags: ['identity'],
        description: "Sets a new password with an emailed link's token; every session of the account ends.",
        body: resetPasswordSchema,
      },
    },
    async (request, reply) => {
      await resetPassword(app.db, request.body.token, request.body.password);
      return reply.status(204).send();
    },
  );

  app.post(
    accountPaths.verifyEmail,
    {
      config: { access: 'public' },
      ...authRateLimit(app, 'verify-email', limit),
      schema: {
        tags: ['identity'],
        description:
          "Opens a sign-up's or an email change's link: the address it was sent to is now verified.",
        body: verifyEmailSchema,
        response: { 200: z.object({ email: z.string() }) },
      },
    },
    async (request) => verifyEmail(app.db, request.body.token),
  );

  app.get(
    accountPaths.email,
    {
      config: { access: 'signedIn' },
      schema: { tags: ['identity'], response: { 200: emailStatusSchema } },
    },
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

  app.post(
    accountPaths.email,
    {
      config: { access: 'signedIn' },
      ...authRateLimit(app, 'change-email', limit, signedInAccount),
      schema: {
        tags: ['identity'],
        description:
          'Starts changing the email: a link goes to the new address and a notice to the old; the change waits until the link is opened.',
        body: changeEmailSchema,
        response: { 202: z.object({ pendingEmail: z.string() }) },
      },
    },
    async (request, reply) => {
      const pending = await requestEmailChange(
        app.db,
        links,
        currentUser(request),
        request.body.email,
        requestLanguage(request),
      );
      return reply.status(202).send(pending);
    },
  );

  app.post(
    accountPaths.resendVerification,
    {
      config: { access: 'signedIn' },
      ...authRateLimit(app, 'verify-resend', limit, signedInAccount),
      schema: { tags: ['identity'], description: 'Another verification link to the caller’s email.' },
    },
    async (request, reply) => {
      await resendVerificationEmail(app.db, links, currentUser(request), requestLanguage(request));
      return reply.status(204).send();
    },
  );
};

export default recoveryRoutes;
