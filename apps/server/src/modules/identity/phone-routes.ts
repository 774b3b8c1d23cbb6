// Phone sign-in's endpoints (docs/decisions/210-phone-sign-in.md).
import { createHmac } from 'node:crypto';
import { phoneEndpoints } from '@boibazar/shared/phone';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { languageFromHeader } from '../../lib/server-text.ts';
import { currentUser } from '../../plugins/auth.ts';
import { myPhone, signInWithPhone, signUpWithPhone, verifyMyPhone } from './phone-accounts.ts';
import { requirePhone, sendPhoneCode, type PhoneCodeSettings } from './phone-codes.ts';
import { findLiveUserByPhone } from './phone-repository.ts';
import { loadSigningSecret } from './token-service.ts';
import { findUserLanguage } from './user-repository.ts';

const tags = ['identity'];

const phoneRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const settings: PhoneCodeSettings = {
    // Its own key, derived from the token secret, so a code's hash says nothing about tokens and back.
    key: createHmac('sha256', loadSigningSecret(config.JWT_SECRET, config.dataDir))
      .update('boibazar phone codes')
      .digest(),
    ttlMs: config.OTP_TTL,
    sendsPerIp: config.OTP_SENDS_PER_IP,
    smsAvailable: config.sms !== null,
  };
  const requestLanguage = (request: FastifyRequest) => languageFromHeader(request.headers['accept-language']);
  /** The SMS is written in its reader's language: the account's when it has chosen one, else the page's. */
  const readerLanguage =
    (request: FastifyRequest, account: (trx: Db) => Promise<string | undefined>) => async (trx: Db) => {
      // The same two queries whether or not the number has an account, so the time taken says nothing.
      const id = await account(trx);
      return (await findUserLanguage(trx, id ?? '')) ?? requestLanguage(request);
    };

  endpointRoute(
    app,
    phoneEndpoints.sendCode,
    { config: { access: 'public', personal: true }, schema: { tags } },
    async (request) => {
      const phone = requirePhone(request.body.phone);
      const { expiresInSeconds } = await sendPhoneCode(app.db, settings, {
        phone,
        purpose: request.body.purpose,
        userId: null,
        ip: request.ip,
        language: readerLanguage(request, async (trx) => (await findLiveUserByPhone(trx, phone))?.id),
      });
      return { sent: true as const, phone, expiresInSeconds };
    },
  );

  endpointRoute(
    app,
    phoneEndpoints.signIn,
    { config: { access: 'public', personal: true }, schema: { tags } },
    async (request) => {
      const user = await signInWithPhone(app.db, settings, request.body);
      return { accessToken: await app.tokens.issue(user._id), user };
    },
  );

  endpointRoute(
    app,
    phoneEndpoints.signUp,
    { config: { access: 'public', personal: true }, schema: { tags } },
    async (request, reply) => {
      const { user, created } = await signUpWithPhone(app.db, settings, request.body);
      const accessToken = await app.tokens.issue(user._id);
      return reply.status(created ? 201 : 200).send({ accessToken, user, created });
    },
  );

  endpointRoute(
    app,
    phoneEndpoints.myPhone,
    { config: { access: 'signedIn' }, schema: { tags } },
    async (request) => myPhone(app.db, currentUser(request)._id),
  );

  endpointRoute(
    app,
    phoneEndpoints.addPhone,
    { config: { access: 'signedIn' }, schema: { tags } },
    async (request) => {
      const caller = currentUser(request);
      const phone = requirePhone(request.body.phone);
      const { expiresInSeconds } = await sendPhoneCode(app.db, settings, {
        phone,
        purpose: 'verify',
        userId: caller._id,
        ip: request.ip,
        language: readerLanguage(request, async () => caller._id),
      });
      return { sent: true as const, phone, expiresInSeconds };
    },
  );

  endpointRoute(
    app,
    phoneEndpoints.verifyMyPhone,
    { config: { access: 'signedIn' }, schema: { tags } },
    async (request) => {
      const caller = currentUser(request);
      await verifyMyPhone(app.db, settings, caller._id, request.body.code);
      return myPhone(app.db, caller._id);
    },
  );
};

export default phoneRoutes;
