import { z } from 'zod';
import { idParam } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { bookSchema } from './catalogue.ts';

export const REVIEW_TEXT_MAX = 1000;

/** POST /reviews: one review per side of a completed deal (an order or an exchange). */
export const newReviewSchema = z
  .object({
    orderId: z.string().min(1).max(64).optional(),
    exchangeId: z.string().min(1).max(64).optional(),
    rating: z
      .number({ message: 'rating must be a whole number from 1 to 5' })
      .int('rating must be a whole number from 1 to 5')
      .min(1, 'rating must be a whole number from 1 to 5')
      .max(5, 'rating must be a whole number from 1 to 5'),
    text: z
      .string()
      .trim()
      .max(REVIEW_TEXT_MAX, `The review must be at most ${REVIEW_TEXT_MAX} characters`)
      .default(''),
  })
  .refine((r) => Boolean(r.orderId) !== Boolean(r.exchangeId), {
    message: 'Name the deal: orderId or exchangeId',
    path: ['orderId'],
  });
export type NewReview = z.input<typeof newReviewSchema>;

export const replySchema = z.object({
  text: z
    .string({ message: 'The reply is required' })
    .trim()
    .min(1, 'The reply is required')
    .max(REVIEW_TEXT_MAX, `The reply must be at most ${REVIEW_TEXT_MAX} characters`),
});

export const hideReviewSchema = z.object({
  reason: z
    .string({ message: 'A reason is required' })
    .trim()
    .min(1, 'A reason is required')
    .max(500, 'The reason must be at most 500 characters'),
});

export const ratingSchema = z.object({ average: z.number(), count: z.number().int() });
export type Rating = z.infer<typeof ratingSchema>;

/** A review as others see it once it is published. */
export const reviewSchema = z.object({
  _id: z.string(),
  orderId: z.string().nullable(),
  exchangeId: z.string().nullable(),
  authorId: z.string(),
  authorName: z.string(),
  authorImage: z.string(),
  /** Which side of the deal wrote it. */
  authorRole: z.enum(['buyer', 'seller']),
  subjectId: z.string(),
  rating: z.number().int(),
  text: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
  /** False while double-blind: the other side has not reviewed and the window is open. */
  published: z.boolean(),
  hidden: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

/** GET /orders/:id/reviews and /exchanges/:id/reviews: the caller's own review and the other side's (once published). */
export const dealReviewsSchema = z.object({
  mine: reviewSchema.nullable(),
  theirs: reviewSchema.nullable(),
  /** The other side has written theirs but it stays hidden until yours is in or the window closes. */
  theirsPending: z.boolean(),
  reviewUntil: z.string().nullable(),
});
export type DealReviews = z.infer<typeof dealReviewsSchema>;

/** GET /sellers/:id: the public seller profile. */
export const sellerProfileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string(),
  verified: z.boolean(),
  memberSince: z.string(),
  rating: ratingSchema.nullable(),
  completedSales: z.number().int(),
  books: z.array(bookSchema),
});
export type SellerProfile = z.infer<typeof sellerProfileSchema>;

const id = { params: idParam };

/** The reviews' endpoints (decision 466). */
export const reviewEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: '/reviews',
    body: newReviewSchema,
    answer: reviewSchema,
    status: 201,
  }),
  reply: defineEndpoint({
    method: 'POST',
    path: '/reviews/:id/reply',
    ...id,
    body: replySchema,
    answer: reviewSchema,
  }),
  hide: defineEndpoint({
    method: 'POST',
    path: '/admin/reviews/:id/hide',
    ...id,
    body: hideReviewSchema,
    answer: reviewSchema,
  }),
  orderReviews: defineEndpoint({
    method: 'GET',
    path: '/orders/:id/reviews',
    ...id,
    answer: dealReviewsSchema,
  }),
  exchangeReviews: defineEndpoint({
    method: 'GET',
    path: '/exchanges/:id/reviews',
    ...id,
    answer: dealReviewsSchema,
  }),
  /** A seller's public profile. */
  seller: defineEndpoint({ method: 'GET', path: '/sellers/:id', ...id, answer: sellerProfileSchema }),
  sellerReviews: defineEndpoint({
    method: 'GET',
    path: '/sellers/:id/reviews',
    ...id,
    answer: z.array(reviewSchema),
    page: true,
  }),
};
