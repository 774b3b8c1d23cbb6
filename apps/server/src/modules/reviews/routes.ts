import { idParam } from '@boibazar/shared/common';
import {
  dealReviewsSchema,
  hideReviewSchema,
  newReviewSchema,
  replySchema,
  reviewPaths,
  reviewSchema,
  sellerProfileSchema,
} from '@boibazar/shared/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuery, sendPage } from '../../lib/pagination.ts';
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
const ID = ':id';

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

  app.post(
    reviewPaths.reviews,
    {
      config: { access: 'signedIn' },
      schema: { tags, body: newReviewSchema, response: { 201: reviewSchema } },
    },
    async (request, reply) => {
      const id = await createReview(app.db, currentUser(request), request.body, timers.reviewWindowMs);
      return reply.status(201).send(await answer(id));
    },
  );

  app.post(
    reviewPaths.reply(ID),
    {
      config: { access: 'signedIn' },
      schema: { tags, params: idParam, body: replySchema, response: { 200: reviewSchema } },
    },
    async (request) => {
      await replyToReview(app.db, currentUser(request), request.params.id, request.body.text);
      return answer(request.params.id);
    },
  );

  app.post(
    reviewPaths.hide(ID),
    {
      config: { access: 'admin' },
      schema: { tags, params: idParam, body: hideReviewSchema, response: { 200: reviewSchema } },
    },
    async (request) => {
      await hideReviewAsAdmin(app.db, currentUser(request), request.params.id, request.body.reason);
      return answer(request.params.id);
    },
  );

  app.get(
    reviewPaths.orderReviews(ID),
    {
      config: { access: 'signedIn' },
      schema: { tags, params: idParam, response: { 200: dealReviewsSchema } },
    },
    async (request) => getDealReviews(app.db, currentUser(request), request.params.id, timers),
  );

  app.get(
    reviewPaths.exchangeReviews(ID),
    {
      config: { access: 'signedIn' },
      schema: { tags, params: idParam, response: { 200: dealReviewsSchema } },
    },
    async (request) =>
      getExchangeReviews(app.db, currentUser(request), request.params.id, timers.reviewWindowMs),
  );

  app.get(
    reviewPaths.seller(ID),
    {
      config: { access: 'optional' },
      schema: {
        tags,
        description:
          "A seller's public profile; a visitor gets no seller phone or email on its books (decision 023).",
        params: idParam,
        response: { 200: sellerProfileSchema },
      },
    },
    async (request) => getSellerProfile(app.db, request.params.id, request.user),
  );

  app.get(
    reviewPaths.sellerReviews(ID),
    {
      config: { access: 'public' },
      schema: { tags, params: idParam, querystring: pageQuery, response: { 200: z.array(reviewSchema) } },
    },
    async (request, reply) => {
      const rows = await listSellerReviews(app.db, request.params.id, request.query);
      return sendPage(reply, rows, request.query, reviewCursor, (items) => reviewAnswers(app.db, items));
    },
  );
};

export default reviewsRoutes;
