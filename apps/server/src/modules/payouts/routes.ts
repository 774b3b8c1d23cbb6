// Payouts (decision 300): the member's payout methods and payout requests, and the admin's queue. Admin
// routes are written to the audit trail by their access (decision 282); the seller's payout request by
// `audit: 'money'`.
import { payoutEndpoints } from '@boibazar/shared/payouts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { startBkashPayouts } from '../payments/index.ts';
import { approvePayout, markPayoutPaid, rejectPayout } from './decide-payout.ts';
import { addPayoutMethod, choosePayoutDefault, removePayoutMethod } from './manage-payout-methods.ts';
import { toAdminPayout, toMethod, toPayout } from './payout-answer.ts';
import { payoutMetrics } from './metrics-plugin.ts';
import { findPayout, listMethods, listPayoutsForAdmin, listSellerPayouts } from './payout-repository.ts';
import { requestPayout } from './request-payout.ts';
import { schedulePayouts } from './scheduled-payouts.ts';
import { SEND_BKASH_PAYOUT_JOB, sendBkashPayout } from './send-bkash-payout.ts';

const tags = ['payouts'];
/** A member's payouts and the admin's queue are short lists: the newest this many. */
const LIST_LIMIT = 200;

const payoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { PAYOUT_METHOD_COOLDOWN, PAYOUT_MIN_TAKA, PAYOUTS_NEED_APPROVAL } = app.config;
  const bkash = await startBkashPayouts(app);
  app.jobs.register(
    SEND_BKASH_PAYOUT_JOB,
    async ({ db, payload }) =>
      sendBkashPayout(db, bkash, z.object({ payoutId: z.string() }).parse(payload).payoutId),
    { mode: 'external' },
  );
  schedulePayouts(app);
  payoutMetrics(app);
  const answer = async (id: string) => {
    const row = await findPayout(app.db, id);
    if (!row) throw notFound('PAYOUT_NOT_FOUND', 'Payout');
    return toPayout(row);
  };

  endpointRoute(
    app,
    payoutEndpoints.methods,
    { config: { access: 'signedIn' }, schema: { tags } },
    async (request) => (await listMethods(app.db, currentUser(request)._id)).map(toMethod),
  );

  endpointRoute(
    app,
    payoutEndpoints.addMethod,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        description: `A bKash wallet or a bank account; needs the password, emails the member, and cannot be paid to for PAYOUT_METHOD_COOLDOWN.`,
      },
    },
    async (request) => {
      const row = await addPayoutMethod(
        app.db,
        currentUser(request)._id,
        request.body,
        PAYOUT_METHOD_COOLDOWN,
      );
      return toMethod(row);
    },
  );

  endpointRoute(
    app,
    payoutEndpoints.removeMethod,
    {
      config: { access: 'signedIn' },
      schema: { tags },
    },
    async (request) => {
      await removePayoutMethod(app.db, currentUser(request)._id, request.params.id);
      return null;
    },
  );

  endpointRoute(
    app,
    payoutEndpoints.defaultMethod,
    {
      config: { access: 'signedIn', audit: 'money' },
      schema: {
        tags,
        description:
          'Makes one of the caller’s methods their default: scheduled payouts go to it (once past its cool-down).',
      },
    },
    async (request) =>
      toMethod(await choosePayoutDefault(app.db, currentUser(request)._id, request.params.id)),
  );

  endpointRoute(
    app,
    payoutEndpoints.request,
    {
      config: { access: 'signedIn', audit: 'money' },
      schema: {
        tags,
        description: `From PAYOUT_MIN_TAKA up to the available balance, one open payout at a time.`,
      },
    },
    async (request) => {
      const id = await requestPayout(app.db, currentUser(request)._id, request.body, {
        minTaka: PAYOUT_MIN_TAKA,
        needApproval: PAYOUTS_NEED_APPROVAL,
      });
      return answer(id);
    },
  );

  endpointRoute(
    app,
    payoutEndpoints.payouts,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        description: 'The caller’s payouts, newest first.',
      },
    },
    async (request) => (await listSellerPayouts(app.db, currentUser(request)._id, LIST_LIMIT)).map(toPayout),
  );

  endpointRoute(
    app,
    payoutEndpoints.adminPayouts,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', ...tags],
      },
    },
    async (request) =>
      (await listPayoutsForAdmin(app.db, request.query.status, LIST_LIMIT)).map(toAdminPayout),
  );

  endpointRoute(
    app,
    payoutEndpoints.approve,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', ...tags],
        description:
          'A bKash payout: sent by the jobs runner, settled by bKash’s answer or its status query.',
      },
    },
    async (request) => {
      await approvePayout(app.db, currentUser(request)._id, request.params.id);
      return answer(request.params.id);
    },
  );

  endpointRoute(
    app,
    payoutEndpoints.markPaid,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', ...tags],
        description:
          'Paid outside BoiBazar (a bank transfer): in flight → paid out, with the bank’s reference.',
      },
    },
    async (request) => {
      await markPayoutPaid(app.db, currentUser(request)._id, request.params.id, request.body.reference);
      return answer(request.params.id);
    },
  );

  endpointRoute(
    app,
    payoutEndpoints.reject,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', ...tags],
        description: 'The money returns to the seller’s available balance, with the reason.',
      },
    },
    async (request) => {
      await rejectPayout(app.db, currentUser(request)._id, request.params.id, request.body.reason);
      return answer(request.params.id);
    },
  );
};

export default payoutsRoutes;
