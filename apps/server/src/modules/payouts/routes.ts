// Payouts (decision 300): the member's payout methods and payout requests, and the admin's queue. Admin
// routes are written to the audit trail by their access (decision 282); the seller's payout request by
// `audit: 'money'`.
import { idParam } from '@boibazar/shared/common';
import {
  adminPayoutSchema,
  adminPayoutsQuerySchema,
  markPayoutPaidSchema,
  newPayoutMethodSchema,
  newPayoutSchema,
  payoutMethodSchema,
  payoutPaths,
  payoutSchema,
  rejectPayoutSchema,
} from '@boibazar/shared/payouts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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

  app.get(
    payoutPaths.methods,
    { config: { access: 'signedIn' }, schema: { tags, response: { 200: z.array(payoutMethodSchema) } } },
    async (request) => (await listMethods(app.db, currentUser(request)._id)).map(toMethod),
  );

  app.post(
    payoutPaths.methods,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        description: `A bKash wallet or a bank account; needs the password, emails the member, and cannot be paid to for PAYOUT_METHOD_COOLDOWN.`,
        body: newPayoutMethodSchema,
        response: { 201: payoutMethodSchema },
      },
    },
    async (request, reply) => {
      const row = await addPayoutMethod(
        app.db,
        currentUser(request)._id,
        request.body,
        PAYOUT_METHOD_COOLDOWN,
      );
      return reply.status(201).send(toMethod(row));
    },
  );

  app.delete(
    payoutPaths.method,
    {
      config: { access: 'signedIn' },
      schema: { tags, params: idParam, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await removePayoutMethod(app.db, currentUser(request)._id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    payoutPaths.defaultMethod,
    {
      config: { access: 'signedIn', audit: 'money' },
      schema: {
        tags,
        description:
          'Makes one of the caller’s methods their default: scheduled payouts go to it (once past its cool-down).',
        params: idParam,
        response: { 200: payoutMethodSchema },
      },
    },
    async (request) =>
      toMethod(await choosePayoutDefault(app.db, currentUser(request)._id, request.params.id)),
  );

  app.post(
    payoutPaths.payouts,
    {
      config: { access: 'signedIn', audit: 'money' },
      schema: {
        tags,
        description: `From PAYOUT_MIN_TAKA up to the available balance, one open payout at a time.`,
        body: newPayoutSchema,
        response: { 201: payoutSchema },
      },
    },
    async (request, reply) => {
      const id = await requestPayout(app.db, currentUser(request)._id, request.body, {
        minTaka: PAYOUT_MIN_TAKA,
        needApproval: PAYOUTS_NEED_APPROVAL,
      });
      return reply.status(201).send(await answer(id));
    },
  );

  app.get(
    payoutPaths.payouts,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        description: 'The caller’s payouts, newest first.',
        response: { 200: z.array(payoutSchema) },
      },
    },
    async (request) => (await listSellerPayouts(app.db, currentUser(request)._id, LIST_LIMIT)).map(toPayout),
  );

  app.get(
    payoutPaths.adminPayouts,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', ...tags],
        querystring: adminPayoutsQuerySchema,
        response: { 200: z.array(adminPayoutSchema) },
      },
    },
    async (request) =>
      (await listPayoutsForAdmin(app.db, request.query.status, LIST_LIMIT)).map(toAdminPayout),
  );

  app.post(
    payoutPaths.adminApprove,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', ...tags],
        description:
          'A bKash payout: sent by the jobs runner, settled by bKash’s answer or its status query.',
        params: idParam,
        response: { 200: payoutSchema },
      },
    },
    async (request) => {
      await approvePayout(app.db, currentUser(request)._id, request.params.id);
      return answer(request.params.id);
    },
  );

  app.post(
    payoutPaths.adminMarkPaid,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', ...tags],
        description:
          'Paid outside BoiBazar (a bank transfer): in flight → paid out, with the bank’s reference.',
        params: idParam,
        body: markPayoutPaidSchema,
        response: { 200: payoutSchema },
      },
    },
    async (request) => {
      await markPayoutPaid(app.db, currentUser(request)._id, request.params.id, request.body.reference);
      return answer(request.params.id);
    },
  );

  app.post(
    payoutPaths.adminReject,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', ...tags],
        description: 'The money returns to the seller’s available balance, with the reason.',
        params: idParam,
        body: rejectPayoutSchema,
        response: { 200: payoutSchema },
      },
    },
    async (request) => {
      await rejectPayout(app.db, currentUser(request)._id, request.params.id, request.body.reason);
      return answer(request.params.id);
    },
  );
};

export default payoutsRoutes;
