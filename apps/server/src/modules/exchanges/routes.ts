// /api/exchanges and /api/admin/exchanges: schema, access, one call, the answer.
import { MAX_DISPUTE_PHOTOS } from '@boibazar/shared/orders';
import { exchangeEndpoints } from '@boibazar/shared/exchanges';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { notFound } from '../../lib/errors.ts';
import { sendPage } from '../../lib/pagination.ts';
import { currentUser } from '../../plugins/auth.ts';
import { messageSendBudget } from '../conversations/index.ts';
import { disputePhotoRoutes } from '../dispute-evidence/index.ts';
import type { AuthUser } from '../identity/index.ts';
import { createPaymentProvider, startBkash } from '../payments/index.ts';
import { bkashPaths } from '@boibazar/shared/payments';
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

const tags = ['exchanges'];

const exchangesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ExchangeDeps = {
    provider: await createPaymentProvider(app.config, app.db),
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
  const signedIn = { config: { access: 'signedIn' as const }, schema: { tags } };
  const money = { config: { access: 'signedIn' as const, audit: 'money' as const }, schema: { tags } };

  endpointRoute(app, exchangeEndpoints.propose, signedIn, async (request) => {
    const user = currentUser(request);
    return show(user, await proposeExchange(app.db, deps, user, request.body));
  });

  endpointRoute(
    app,
    exchangeEndpoints.list,
    {
      ...signedIn,
      schema: {
        tags,
        description:
          "The caller's exchanges, most recently changed first: `box=incoming` (offers made to them), `outgoing` (theirs) or `all`; `state=open|finished` narrows further.",
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

  endpointRoute(
    app,
    exchangeEndpoints.matches,
    {
      ...signedIn,
      schema: {
        tags,
        description:
          "Swap matches: one of the caller's books open to exchange and another seller's, each wanted by the other.",
      },
    },
    async (request) => listSwapMatches(app.db, currentUser(request)),
  );

  endpointRoute(app, exchangeEndpoints.exchange, signedIn, async (request) =>
    show(currentUser(request), request.params.id),
  );

  /** A step: do the change as the caller, answer with the exchange as they now see it. */
  const thenShow =
    <B>(change: (user: AuthUser, id: string, body: B) => Promise<unknown>) =>
    async (request: FastifyRequest & { params: { id: string }; body: B }) => {
      const user = currentUser(request);
      await change(user, request.params.id, request.body);
      return show(user, request.params.id);
    };
  const steps = exchangeEndpoints;
  endpointRoute(
    app,
    steps.accept,
    signedIn,
    thenShow((user, id) => acceptExchange(app.db, deps, user, id)),
  );
  endpointRoute(
    app,
    steps.decline,
    signedIn,
    thenShow((user, id, body) => declineExchange(app.db, user, id, body.reason)),
  );
  endpointRoute(
    app,
    steps.withdraw,
    signedIn,
    thenShow((user, id) => withdrawExchange(app.db, user, id)),
  );
  endpointRoute(
    app,
    steps.handover,
    signedIn,
    thenShow((user, id, body) => handOverSide(app.db, user, id, body)),
  );
  endpointRoute(
    app,
    steps.received,
    signedIn,
    thenShow((user, id) => confirmSideReceived(app.db, user, id)),
  );
  endpointRoute(
    app,
    steps.dispute,
    signedIn,
    thenShow((user, id, body) => disputeExchange(app.db, user, id, body.reason)),
  );

  // Evidence photos of a dispute (decision 455), as an order's (decision 415).
  await disputePhotoRoutes(app, {
    tags,
    endpoints: { photos: exchangeEndpoints.disputePhotos, photo: exchangeEndpoints.disputePhoto },
    description: {
      add: `One photo of evidence for a disputed exchange, by either side (at most ${MAX_DISPUTE_PHOTOS} between them; decision 455): multipart/form-data with one file, checked and re-encoded like book photos. Answers the exchange, its \`disputePhotos\` last.`,
      remove:
        'Takes away a photo of a disputed exchange, by the one who added it (decision 455); others 403. Answers the exchange.',
    },
    add: (user, id, upload) => addExchangeDisputePhoto(app.db, user, id, upload),
    remove: (user, id, position) => removeExchangeDisputePhoto(app.db, user, id, position),
    show,
  });

  endpointRoute(
    app,
    exchangeEndpoints.messages,
    {
      ...signedIn,
      preHandler: messageSendBudget(app),
      schema: {
        tags,
        description:
          'A party writes to the other in the conversation about the book the offer was made for, opening it if they have not talked yet.',
      },
    },
    async (request) =>
      messageAboutExchange(app.db, currentUser(request), request.params.id, request.body.text),
  );

  endpointRoute(
    app,
    exchangeEndpoints.counter,
    {
      ...signedIn,
      schema: {
        tags,
        description:
          'Answers an open offer with other books or top-up: the counter is a new proposal (answered here) linked to its parent.',
      },
    },
    async (request) => {
      const user = currentUser(request);
      return show(user, await counterExchange(app.db, deps, user, request.params.id, request.body));
    },
  );

  endpointRoute(app, exchangeEndpoints.topupIntent, money, async (request) =>
    startTopup(app.db, deps, currentUser(request), request.params.id),
  );

  endpointRoute(
    app,
    exchangeEndpoints.topup,
    {
      ...money,
      schema: {
        tags,
        description:
          'Reports the confirmed top-up payment; the server asks the provider before the exchange moves on.',
      },
    },
    async (request) => {
      const user = currentUser(request);
      await completeTopup(app.db, deps, user, request.params.id, request.body.transactionId, request.log);
      return show(user, request.params.id);
    },
  );

  endpointRoute(
    app,
    exchangeEndpoints.topupBkash,
    {
      ...money,
      schema: {
        tags,
        description:
          "Opens a bKash payment for the top-up (the exchange's amount); bKash sends the payer back to /api/bkash/callback, which settles it (decision 420).",
      },
    },
    async (request) => startBkashTopup(app.db, deps, currentUser(request), request.params.id),
  );

  endpointRoute(
    app,
    exchangeEndpoints.topupCash,
    {
      ...money,
      schema: {
        tags,
        description:
          'The payer settles the top-up in cash at the handover: the exchange goes on, nothing is paid online (decision 420).',
      },
    },
    async (request) => {
      const user = currentUser(request);
      await settleTopupInCash(app.db, deps, user, request.params.id);
      return show(user, request.params.id);
    },
  );

  endpointRoute(
    app,
    exchangeEndpoints.admin,
    { config: { access: 'admin' }, schema: { tags } },
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

  endpointRoute(
    app,
    exchangeEndpoints.resolve,
    { config: { access: 'admin' }, schema: { tags } },
    async (request) => {
      const user = currentUser(request);
      if (!(await findExchange(app.db, request.params.id))) throw notFound('EXCHANGE_NOT_FOUND', 'Exchange');
      await resolveExchange(app.db, deps, user, request.params.id, request.body.outcome);
      return show(user, request.params.id);
    },
  );
};

export default exchangesRoutes;
