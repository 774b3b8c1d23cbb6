// /api/books/:id/offers and /api/offers: schema, access, one call, the answer (decision 250).
import { idParam } from '@boibazar/shared/common';
import {
  OFFER_ROUNDS_MAX,
  OPEN_OFFERS_MAX,
  offerAmountSchema,
  offerListQuerySchema,
  offerPaths,
  offerSchema,
  offerTermsSchema,
} from '@boibazar/shared/offers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { pageQuery, sendPage } from '../../lib/pagination.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { AuthUser } from '../identity/index.ts';
import { makeOffer } from './make-offer.ts';
import { findOffer, listOffersOf, offerCursor } from './offer-repository.ts';
import type { OfferSettings } from './offer-settings.ts';
import { offerTimersPlugin } from './offer-timers.ts';
import { presentOffer } from './present-offers.ts';
import { acceptOffer, counterOffer, declineOffer, withdrawOffer } from './respond-to-offer.ts';

const ID = ':id';
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

  app.get(
    offerPaths.terms,
    {
      config: { access: 'public' },
      schema: {
        tags,
        description:
          'The rules the make-an-offer dialog shows: the least share of the asking price, rounds, limits, times.',
        response: { 200: offerTermsSchema },
      },
    },
    async () => ({
      minPercent: settings.minPercent,
      roundsMax: OFFER_ROUNDS_MAX,
      openOffersMax: OPEN_OFFERS_MAX,
      expiresInSeconds: Math.round(settings.expiresMs / 1000),
      payWithinSeconds: Math.round(settings.payWithinMs / 1000),
    }),
  );

  app.post(
    offerPaths.bookOffers(ID),
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        description:
          'A signed-in buyer offers a whole number of Taka below the asking price and at least OFFER_MIN_PERCENT of it.',
        params: idParam,
        body: offerAmountSchema,
        response: { 201: offerSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const id = await makeOffer(app.db, settings, user, request.params.id, request.body.amount);
      return reply.status(201).send(await show(user, id));
    },
  );

  app.get(
    offerPaths.offers,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        description:
          "The caller's offers, most recently changed first: `role=buyer` (offers they made) or `seller` (offers on their books); `status` narrows.",
        querystring: pageQuery.extend(offerListQuerySchema.shape),
        response: { 200: z.array(offerSchema) },
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

  app.get(
    offerPaths.offer(ID),
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        description:
          "One offer as the caller sees it: its state now and the caller's actions (the conversation's offer cards). Only the buyer and the seller; 404 for anyone else.",
        params: idParam,
        response: { 200: offerSchema },
      },
    },
    async (request) => show(currentUser(request), request.params.id),
  );

  const action = (
    name: 'accept' | 'decline' | 'withdraw',
    change: (user: AuthUser, id: string) => Promise<unknown>,
  ) =>
    app.post(
      offerPaths.action(ID, name),
      {
        config: { access: 'signedIn' },
        schema: { tags, params: idParam, response: { 200: offerSchema } },
      },
      async (request) => {
        const user = currentUser(request);
        await change(user, request.params.id);
        return show(user, request.params.id);
      },
    );
  action('accept', (user, id) => acceptOffer(app.db, settings, user, id));
  action('decline', (user, id) => declineOffer(app.db, user, id));
  action('withdraw', (user, id) => withdrawOffer(app.db, user, id));

  app.post(
    offerPaths.action(ID, 'counter'),
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        description: `The side whose turn it is answers with another amount; at most ${OFFER_ROUNDS_MAX} rounds in all.`,
        params: idParam,
        body: offerAmountSchema,
        response: { 200: offerSchema },
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
