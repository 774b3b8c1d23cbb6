// /api/books/:id/offers and /api/offers: schema, access, one call, the answer (decision 250).
import { OFFER_ROUNDS_MAX, OPEN_OFFERS_MAX, offerEndpoints } from '@boibazar/shared/offers';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { notFound } from '../../lib/errors.ts';
import { sendPage } from '../../lib/pagination.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { AuthUser } from '../identity/index.ts';
import { makeOffer } from './make-offer.ts';
import { findOffer, listOffersOf, offerCursor } from './offer-repository.ts';
import type { OfferSettings } from './offer-settings.ts';
import { offerTimersPlugin } from './timers-plugin.ts';
import { presentOffer } from './present-offers.ts';
import { acceptOffer, counterOffer, declineOffer, withdrawOffer } from './respond-to-offer.ts';

const tags = ['offers'];

const offersRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings: OfferSettings = {
    minPercent: app.config.OFFER_MIN_PERCENT,
    expiresMs: app.config.OFFER_EXPIRES,
    payWithinMs: app.config.OFFER_PAY_WITHIN,
  };
  offerTimersPlugin(app);

  const show = async (user: AuthUser, id: string) => {
    const offer = await findOffer(app.db, id);
    // Only its two parties may see an offer; anyone else learns nothing, not even that it exists.
    if (!offer || (offer.buyer_id !== user._id && offer.seller_id !== user._id))
      throw notFound('OFFER_NOT_FOUND', 'Offer');
    return presentOffer(offer, user._id);
  };

  const signedIn = { config: { access: 'signedIn' as const } };

  endpointRoute(
    app,
    offerEndpoints.terms,
    {
      config: { access: 'public' },
      schema: {
        tags,
        description:
          'The rules the make-an-offer dialog shows: the least share of the asking price, rounds, limits, times.',
      },
    },
    () => ({
      minPercent: settings.minPercent,
      roundsMax: OFFER_ROUNDS_MAX,
      openOffersMax: OPEN_OFFERS_MAX,
      expiresInSeconds: Math.round(settings.expiresMs / 1000),
      payWithinSeconds: Math.round(settings.payWithinMs / 1000),
    }),
  );

  endpointRoute(
    app,
    offerEndpoints.make,
    {
      ...signedIn,
      schema: {
        tags,
        description:
          'A signed-in buyer offers a whole number of Taka below the asking price and at least OFFER_MIN_PERCENT of it.',
      },
    },
    async (request) => {
      const user = currentUser(request);
      return show(user, await makeOffer(app.db, settings, user, request.params.id, request.body.amount));
    },
  );

  endpointRoute(
    app,
    offerEndpoints.list,
    {
      ...signedIn,
      schema: {
        tags,
        description:
          "The caller's offers, most recently changed first: `role=buyer` (offers they made) or `seller` (offers on their books); `status` narrows.",
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { role, status } = request.query;
      const rows = await listOffersOf(app.db, user._id, { role, status }, request.query);
      return sendPage(reply, rows, request.query, offerCursor, (items) =>
        items.map((offer) => presentOffer(offer, user._id)),
      );
    },
  );

  endpointRoute(
    app,
    offerEndpoints.offer,
    {
      ...signedIn,
      schema: {
        tags,
        description:
          "One offer as the caller sees it: its state now and the caller's actions (the conversation's offer cards). Only the buyer and the seller; 404 for anyone else.",
      },
    },
    async (request) => show(currentUser(request), request.params.id),
  );

  /** Answer as the caller, then show the offer as they now see it. */
  const thenShow =
    (change: (user: AuthUser, id: string) => Promise<unknown>) =>
    async (request: FastifyRequest & { params: { id: string } }) => {
      const user = currentUser(request);
      await change(user, request.params.id);
      return show(user, request.params.id);
    };
  const answer = { ...signedIn, schema: { tags } };
  endpointRoute(
    app,
    offerEndpoints.accept,
    answer,
    thenShow((user, id) => acceptOffer(app.db, settings, user, id)),
  );
  endpointRoute(
    app,
    offerEndpoints.decline,
    answer,
    thenShow((user, id) => declineOffer(app.db, user, id)),
  );
  endpointRoute(
    app,
    offerEndpoints.withdraw,
    answer,
    thenShow((user, id) => withdrawOffer(app.db, user, id)),
  );

  endpointRoute(
    app,
    offerEndpoints.counter,
    {
      ...signedIn,
      schema: {
        tags,
        description: `The side whose turn it is answers with another amount; at most ${OFFER_ROUNDS_MAX} rounds in all.`,
      },
    },
    async (request) => {
      const user = currentUser(request);
      await counterOffer(app.db, settings, user, request.params.id, request.body.amount);
      return show(user, request.params.id);
    },
  );
};

export default offersRoutes;
