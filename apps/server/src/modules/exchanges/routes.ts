// /api/exchanges and /api/admin/exchanges: schema, access, one call, the answer.
import { idParam } from '@boibazar/shared/common';
import { MAX_DISPUTE_PHOTOS } from '@boibazar/shared/orders';
import { newMessageSchema, startedConversationSchema } from '@boibazar/shared/conversations';
import {
  adminExchangesQuerySchema,
  counterSchema,
  exchangeBoxSchema,
  exchangePaths,
  exchangeSchema,
  handoverSchema,
  newExchangeSchema,
  reasonSchema,
  resolveExchangeSchema,
  swapMatchSchema,
  topupIntentSchema,
  topupPaymentSchema,
} from '@boibazar/shared/exchanges';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { pageQuery, sendPage } from '../../lib/pagination.ts';
import { currentUser } from '../../plugins/auth.ts';
import { messageSendBudget } from '../conversations/index.ts';
import { disputePhotoRoutes } from '../dispute-evidence/index.ts';
import type { AuthUser } from '../identity/index.ts';
import { createPaymentProvider, startBkash } from '../payments/index.ts';
import { bkashCreatedSchema, bkashPaths } from '@boibazar/shared/payments';
import { loadExchangeFor } from './exchange-access.ts';
import { addExchangeDisputePhoto, removeExchangeDisputePhoto } from './exchange-dispute-photos.ts';
import { exchangeAnswers } from './exchange-answer.ts';
import type { ExchangeDeps } from './exchange-deps.ts';
import {
  completeTopup,
  confirmSideReceived,
  disputeExchange,
  handOverSide,
  resolveExchange,
  settleTopupInCash,
  startBkashTopup,
  startTopup,
} from './exchange-lifecycle.ts';
import {
  exchangeCursor,
  findExchange,
  listExchangesByStatus,
  listExchangesOf,
} from './exchange-repository.ts';
import { messageAboutExchange } from './message-about-exchange.ts';
import { exchangeTimersPlugin } from './timers-plugin.ts';
import { describeExchangeReleases } from './exchange-releases.ts';
import { counterExchange, proposeExchange } from './propose-exchange.ts';
import { acceptExchange, declineExchange, withdrawExchange } from './respond-to-offer.ts';
import { listSwapMatches } from './swap-matches.ts';

const ID = ':id';

const tags = ['exchanges'];
const optionalReason = z.object({ reason: z.string().trim().max(1000).default('') }).default({ reason: '' });

const exchangesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ExchangeDeps = {
    provider: createPaymentProvider(app.config, app.db),
    bkash: await startBkash(app),
    bkashCallbackUrl: () => `${app.publicOrigin()}/api${bkashPaths.callback}`,
    offerExpiresMs: app.config.EXCHANGE_OFFER_EXPIRES,
    topupWithinMs: app.config.EXCHANGE_TOPUP_WITHIN,
    reviewWindowMs: app.config.REVIEW_WINDOW,
  };
  await exchangeTimersPlugin(app, deps);
  describeExchangeReleases(app.db);

  const show = async (user: AuthUser, id: string) => {
    const { exchange } = await loadExchangeFor(app.db, user, id);
    const [answer] = await exchangeAnswers(app.db, user, [exchange], {
      reviewWindowMs: deps.reviewWindowMs,
      timeline: true,
    });
    return answer!;
  };
  /** Do the change as the caller, answer with the exchange as they now see it. */
  const changeThenShow =
    (change: (user: AuthUser, id: string, body: never) => Promise<unknown>) =>
    async (request: { params: { id: string }; body?: unknown }) => {
      const user = currentUser(request as never);
      await change(user, request.params.id, request.body as never);
      return show(user, request.params.id);
    };

  app.post(
    exchangePaths.exchanges,
    {
      config: { access: 'signedIn' },
      schema: { tags, body: newExchangeSchema, response: { 201: exchangeSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const id = await proposeExchange(app.db, deps, user, request.body);
      return reply.status(201).send(await show(user, id));
    },
  );

  app.get(
    exchangePaths.exchanges,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        description:
          "The caller's exchanges, most recently changed first: `box=incoming` (offers made to them), `outgoing` (theirs) or `all`; `state=open|finished` narrows further.",
        querystring: pageQuery.extend(exchangeBoxSchema.shape).extend({
          state: z.enum(['open', 'finished']).optional(),
        }),
        response: { 200: z.array(exchangeSchema) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { box, state } = request.query;
      const rows = await listExchangesOf(app.db, user._id, { box, state }, request.query);
      return sendPage(reply, rows, request.query, exchangeCursor, (items) =>
        exchangeAnswers(app.db, user, items, { reviewWindowMs: deps.reviewWindowMs, timeline: false }),
      );
    },
  );

  app.get(
    exchangePaths.matches,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        description:
          "Swap matches: one of the caller's books open to exchange and another seller's, each wanted by the other.",
        response: { 200: z.array(swapMatchSchema) },
      },
    },
    async (request) => listSwapMatches(app.db, currentUser(request)),
  );

  app.get(
    exchangePaths.exchange(ID),
    {
      config: { access: 'signedIn' },
      schema: { tags, params: idParam, response: { 200: exchangeSchema } },
    },
    async (request) => show(currentUser(request), request.params.id),
  );

  const action = <S extends z.ZodType>(
    name: string,
    body: S | undefined,
    change: (user: AuthUser, id: string, body: z.output<S>) => Promise<unknown>,
  ) =>
    app.post(
      exchangePaths.action(ID, name),
      {
        config: { access: 'signedIn' },
        schema: { tags, params: idParam, ...(body ? { body } : {}), response: { 200: exchangeSchema } },
      },
      changeThenShow(change as never),
    );

  action('accept', undefined, (user, id) => acceptExchange(app.db, deps, user, id));
  action('decline', optionalReason, (user, id, body) => declineExchange(app.db, user, id, body.reason));
  action('withdraw', undefined, (user, id) => withdrawExchange(app.db, user, id));
  action('handover', handoverSchema, (user, id, body) => handOverSide(app.db, user, id, body));
  action('received', undefined, (user, id) => confirmSideReceived(app.db, user, id));
  action('dispute', reasonSchema, (user, id, body) => disputeExchange(app.db, user, id, body.reason));

  // Evidence photos of a dispute (decision 455), as an order's (decision 415).
  await disputePhotoRoutes(app, {
    tags,
    paths: { photos: exchangePaths.disputePhotos(ID), photo: exchangePaths.disputePhoto(ID, ':position') },
    description: {
      add: `One photo of evidence for a disputed exchange, by either side (at most ${MAX_DISPUTE_PHOTOS} between them; decision 455): multipart/form-data with one file, checked and re-encoded like book photos. Answers the exchange, its \`disputePhotos\` last.`,
      remove:
        'Takes away a photo of a disputed exchange, by the one who added it (decision 455); others 403. Answers the exchange.',
    },
    answer: exchangeSchema,
    add: (user, id, upload) => addExchangeDisputePhoto(app.db, user, id, upload),
    remove: (user, id, position) => removeExchangeDisputePhoto(app.db, user, id, position),
    show,
  });

  app.post(
    exchangePaths.messages(ID),
    {
      config: { access: 'signedIn' },
      preHandler: messageSendBudget(app),
      schema: {
        tags,
        description:
          'A party writes to the other in the conversation about the book the offer was made for, opening it if they have not talked yet.',
        params: idParam,
        body: newMessageSchema,
        response: { 201: startedConversationSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      return reply
        .status(201)
        .send(await messageAboutExchange(app.db, user, request.params.id, request.body.text));
    },
  );

  app.post(
    exchangePaths.action(ID, 'counter'),
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        description:
          'Answers an open offer with other books or top-up: the counter is a new proposal (answered here) linked to its parent.',
        params: idParam,
        body: counterSchema,
        response: { 201: exchangeSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const id = await counterExchange(app.db, deps, user, request.params.id, request.body);
      return reply.status(201).send(await show(user, id));
    },
  );

  app.post(
    exchangePaths.topupIntent(ID),
    {
      config: { access: 'signedIn', audit: 'money' },
      schema: { tags, params: idParam, response: { 200: topupIntentSchema } },
    },
    async (request) => startTopup(app.db, deps, currentUser(request), request.params.id),
  );

  app.post(
    exchangePaths.topup(ID),
    {
      config: { access: 'signedIn', audit: 'money' },
      schema: {
        tags,
        description:
          'Reports the confirmed top-up payment; the server asks the provider before the exchange moves on.',
        params: idParam,
        body: topupPaymentSchema,
        response: { 200: exchangeSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await completeTopup(app.db, deps, user, request.params.id, request.body.transactionId, request.log);
      return show(user, request.params.id);
    },
  );

  app.post(
    exchangePaths.topupBkash(ID),
    {
      config: { access: 'signedIn', audit: 'money' },
      schema: {
        tags,
        description:
          "Opens a bKash payment for the top-up (the exchange's amount); bKash sends the payer back to /api/bkash/callback, which settles it (decision 420).",
        params: idParam,
        response: { 200: bkashCreatedSchema },
      },
    },
    async (request) => startBkashTopup(app.db, deps, currentUser(request), request.params.id),
  );

  app.post(
    exchangePaths.topupCash(ID),
    {
      config: { access: 'signedIn', audit: 'money' },
      schema: {
        tags,
        description:
          'The payer settles the top-up in cash at the handover: the exchange goes on, nothing is paid online (decision 420).',
        params: idParam,
        response: { 200: exchangeSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await settleTopupInCash(app.db, deps, user, request.params.id);
      return show(user, request.params.id);
    },
  );

  app.get(
    exchangePaths.admin,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        querystring: pageQuery.extend(adminExchangesQuerySchema.shape),
        response: { 200: z.array(exchangeSchema) },
      },
    },
    async (request, reply) => {
      const rows = await listExchangesByStatus(app.db, request.query.status, request.query);
      return sendPage(reply, rows, request.query, exchangeCursor, (items) =>
        exchangeAnswers(app.db, currentUser(request), items, {
          reviewWindowMs: deps.reviewWindowMs,
          timeline: false,
        }),
      );
    },
  );

  app.post(
    exchangePaths.resolve(ID),
    {
      config: { access: 'admin' },
      schema: { tags, params: idParam, body: resolveExchangeSchema, response: { 200: exchangeSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      if (!(await findExchange(app.db, request.params.id))) throw notFound('EXCHANGE_NOT_FOUND', 'Exchange');
      await resolveExchange(app.db, deps, user, request.params.id, request.body.outcome);
      return show(user, request.params.id);
    },
  );
};

export default exchangesRoutes;
