import { reviewEndpoints } from '@boibazar/shared/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { sendPage } from '../../lib/pagination.ts';
import { currentUser } from '../../plugins/auth.ts';
import { orderTimersOf } from '../orders/index.ts';
import { createReview } from './create-review.ts';
import { getDealReviews, getExchangeReviews } from './get-deal-reviews.ts';
import { getSellerProfile } from './get-seller-profile.ts';
import { hideReviewAsAdmin } from './hide-review.ts';
import { PUBLISH_REVIEWS_JOB, publishDealReviews } from './publish-reviews.ts';
import { reviewAnswers } from './review-answer.ts';
import { findReview, listSellerReviews, reviewCursor } from './review-repository.ts';
import { replyToReview } from './reply-to-review.ts';

const tags = ['reviews'];

const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const timers = orderTimersOf(app.config);
  app.jobs.register(PUBLISH_REVIEWS_JOB, async ({ db, payload }) => {
    const deal = z
      .union([z.object({ orderId: z.string() }), z.object({ exchangeId: z.string() })])
      .parse(payload);
    await publishDealReviews(db, deal);
  });

  const answer = async (id: string) => {
    const row = await findReview(app.db, id);
    const [review] = await reviewAnswers(app.db, row ? [row] : []);
    return review!;
  };

  const signedIn = { config: { access: 'signedIn' as const }, schema: { tags } };

  endpointRoute(app, reviewEndpoints.create, signedIn, async (request) =>
    answer(await createReview(app.db, currentUser(request), request.body, timers.reviewWindowMs)),
  );

  endpointRoute(app, reviewEndpoints.reply, signedIn, async (request) => {
    await replyToReview(app.db, currentUser(request), request.params.id, request.body.text);
    return answer(request.params.id);
  });

  endpointRoute(
    app,
    reviewEndpoints.hide,
    { config: { access: 'admin' }, schema: { tags } },
    async (request) => {
      await hideReviewAsAdmin(app.db, currentUser(request), request.params.id, request.body.reason);
      return answer(request.params.id);
    },
  );

  endpointRoute(app, reviewEndpoints.orderReviews, signedIn, async (request) =>
    getDealReviews(app.db, currentUser(request), request.params.id, timers),
  );

  endpointRoute(app, reviewEndpoints.exchangeReviews, signedIn, async (request) =>
    getExchangeReviews(app.db, currentUser(request), request.params.id, timers.reviewWindowMs),
  );

  endpointRoute(
    app,
    reviewEndpoints.seller,
    {
      config: { access: 'optional' },
      schema: {
        tags,
        description:
          "A seller's public profile; a visitor gets no seller phone or email on its books (decision 023).",
      },
    },
    async (request) => getSellerProfile(app.db, request.params.id, request.user),
  );

  endpointRoute(
    app,
    reviewEndpoints.sellerReviews,
    { config: { access: 'public' }, schema: { tags } },
    async (request, reply) => {
      const rows = await listSellerReviews(app.db, request.params.id, request.query);
      return sendPage(reply, rows, request.query, reviewCursor, (items) => reviewAnswers(app.db, items));
    },
  );
};

export default reviewsRoutes;
