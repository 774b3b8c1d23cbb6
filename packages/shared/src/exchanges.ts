// Exchanges (issue 14): swap books for books, evened out in Taka. The one contract for paths and answers
// (docs/decisions/140-exchange-state-machine.md).
import { z } from 'zod';
import { idParam } from './common.ts';
import { newMessageSchema, startedConversationSchema } from './conversations.ts';
import { defineEndpoint } from './endpoint.ts';
import { disputePhotoFields, disputePhotoParams, handoverSchema, reasonSchema } from './orders.ts';
import { bkashCreatedSchema } from './payments.ts';

export { handoverSchema, reasonSchema };

export const TOPUP_MAX = 100_000;
export const EXCHANGE_BOOKS_MAX = 3;
export const EXCHANGE_ROUNDS_MAX = 5;
export const EXCHANGE_MESSAGE_MAX = 1000;

export const exchangeStatusSchema = z.enum([
  'proposed',
  'countered',
  'accepted',
  'awaiting_topup',
  'declined',
  'withdrawn',
  'expired',
  'cancelled',
  'disputed',
  'completed',
]);
export type ExchangeStatus = z.infer<typeof exchangeStatusSchema>;

/** Stages after which nothing more happens. */
export const FINISHED_EXCHANGE_STATUSES: readonly ExchangeStatus[] = [
  'countered',
  'declined',
  'withdrawn',
  'expired',
  'cancelled',
  'completed',
];

export const exchangeSideSchema = z.enum(['proposer', 'owner']);
export type ExchangeSide = z.infer<typeof exchangeSideSchema>;

/** What the caller may do with an exchange now; every answer lists them, so pages never guess. */
export const exchangeActionSchema = z.enum([
  'accept',
  'decline',
  'counter',
  'withdraw',
  'pay_topup',
  'handover',
  'received',
  'dispute',
  'resolve',
  'review',
]);
export type ExchangeAction = z.infer<typeof exchangeActionSchema>;

const bookIds = z
  .array(z.string().min(1).max(64), { message: 'Choose 1 to 3 of your books' })
  .min(1, 'Choose at least one book')
  .max(EXCHANGE_BOOKS_MAX, `At most ${EXCHANGE_BOOKS_MAX} books on each side`)
  .refine((ids) => new Set(ids).size === ids.length, { message: 'A book is listed twice' });

export const topupSchema = z.object({
  amount: z
    .number({ message: 'The top-up must be a whole number of Taka from 0 to 100000' })
    .int('The top-up must be a whole number of Taka')
    .min(0, 'The top-up cannot be negative')
    .max(TOPUP_MAX, `The top-up must be at most ${TOPUP_MAX} Taka`),
  /** Who pays it, relative to this proposal. */
  payer: exchangeSideSchema,
});
export type Topup = z.infer<typeof topupSchema>;

const message = z
  .string()
  .trim()
  .max(EXCHANGE_MESSAGE_MAX, `The message must be at most ${EXCHANGE_MESSAGE_MAX} characters`)
  .default('');

/** POST /exchanges: offer 1–3 of one's own books for one book open to exchange. */
export const newExchangeSchema = z.object({
  bookId: z.string({ message: 'bookId is required' }).min(1).max(64),
  offeredBookIds: bookIds,
  topup: topupSchema.default({ amount: 0, payer: 'proposer' }),
  message,
});
export type NewExchange = z.input<typeof newExchangeSchema>;

/**
 * POST /exchanges/:id/counter: the party the offer was made to answers with other books or top-up.
 * `offeredBookIds` are the counterer's own books, `requestedBookIds` the other party's; `topup.payer` is
 * relative to the counter (the counterer is its proposer).
 */
export const counterSchema = z.object({
  offeredBookIds: bookIds,
  requestedBookIds: bookIds,
  topup: topupSchema.default({ amount: 0, payer: 'proposer' }),
  message,
});
export type CounterInput = z.input<typeof counterSchema>;

export const resolveExchangeSchema = z.object({
  outcome: z.enum(['complete', 'cancel'], { message: "outcome must be 'complete' or 'cancel'" }),
});

export const exchangeBoxSchema = z.object({
  box: z.enum(['incoming', 'outgoing', 'all']).default('all'),
});

export const adminExchangesQuerySchema = z.object({
  status: exchangeStatusSchema.default('disputed'),
});

export const exchangeBookSchema = z.object({
  _id: z.string(),
  productName: z.string(),
  author: z.string().nullable(),
  image: z.string(),
  resale: z.number().int(),
  condition: z.string(),
});
export type ExchangeBook = z.infer<typeof exchangeBookSchema>;

export const exchangePartySchema = z.object({ _id: z.string(), name: z.string(), image: z.string() });

export const exchangeEventSchema = z.object({
  type: z.string(),
  from: exchangeStatusSchema.nullable(),
  to: exchangeStatusSchema,
  actor: z.object({ role: z.enum(['proposer', 'owner', 'admin', 'system']), name: z.string() }),
  at: z.string(),
  reason: z.string().nullable(),
  handover: handoverSchema.nullable(),
  amount: z.number().int().nullable(),
});
export type ExchangeEvent = z.infer<typeof exchangeEventSchema>;

const sideProgress = z.object({
  handedOverAt: z.string().nullable(),
  handover: handoverSchema.nullable(),
  /** When this side confirmed it has the other side's books. */
  receivedAt: z.string().nullable(),
});

export const exchangeSchema = z.object({
  _id: z.string(),
  status: exchangeStatusSchema,
  round: z.number().int(),
  parentId: z.string().nullable(),
  targetBookId: z.string(),
  viewerRole: z.enum(['proposer', 'owner', 'admin']),
  proposer: exchangePartySchema,
  owner: exchangePartySchema,
  books: z.object({ proposer: z.array(exchangeBookSchema), owner: z.array(exchangeBookSchema) }),
  topup: z.object({
    amount: z.number().int(),
    payer: exchangeSideSchema.nullable(),
    paidAt: z.string().nullable(),
    /** How it was settled: `online` (card or bKash, paid), `cash` (at the handover, decision 420), or not yet. */
    method: z.enum(['online', 'cash']).nullable(),
    dueAt: z.string().nullable(),
    refund: z.enum(['pending', 'succeeded']).nullable(),
  }),
  message: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  expiresAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  progress: z.object({ proposer: sideProgress, owner: sideProgress }),
  /**
   * Evidence photos of its dispute (decision 455), in the order they were added; empty when there are none, and
   * in lists (read only for one exchange that was ever disputed).
   */
  disputePhotos: z.array(z.object({ ...disputePhotoFields, by: exchangeSideSchema })),
  timeline: z.array(exchangeEventSchema),
  actions: z.array(exchangeActionSchema),
});
export type Exchange = z.infer<typeof exchangeSchema>;
export type ExchangeDisputePhoto = Exchange['disputePhotos'][number];

/** POST /exchanges/:id/topup-intent: the card payment for the top-up (the amount comes from the server). */
export const topupIntentSchema = z.object({ clientSecret: z.string(), amount: z.number().int() });
/** POST /exchanges/:id/topup: the confirmed intent, verified with the provider. */
export const topupPaymentSchema = z.object({
  transactionId: z.string({ message: 'transactionId is required' }).min(1).max(255),
});

/** GET /exchanges/matches: a pair of books whose owners each hold what the other wants. */
export const swapMatchSchema = z.object({
  mine: exchangeBookSchema,
  theirs: exchangeBookSchema,
  seller: exchangePartySchema,
});
export type SwapMatch = z.infer<typeof swapMatchSchema>;

/** The decline's reason is optional. */
export const optionalReasonSchema = z
  .object({ reason: z.string().trim().max(1000).default('') })
  .default({ reason: '' });

/** GET /exchanges: `box` and `state` narrow the caller's exchanges. */
export const exchangeListQuerySchema = exchangeBoxSchema.extend({
  state: z.enum(['open', 'finished']).optional(),
});

const id = { params: idParam };
/** A step on an exchange: POST /exchanges/:id/<name>, answered with the exchange as the caller now sees it. */
const step = <const Name extends string>(name: Name) =>
  ({ method: 'POST', path: `/exchanges/:id/${name}`, ...id, answer: exchangeSchema }) as const;

/** The exchange's endpoints (decision 466). */
export const exchangeEndpoints = {
  propose: defineEndpoint({
    method: 'POST',
    path: '/exchanges',
    body: newExchangeSchema,
    answer: exchangeSchema,
    status: 201,
  }),
  /** The caller's exchanges, most recently changed first. */
  list: defineEndpoint({
    method: 'GET',
    path: '/exchanges',
    query: exchangeListQuerySchema,
    answer: z.array(exchangeSchema),
    page: true,
  }),
  matches: defineEndpoint({ method: 'GET', path: '/exchanges/matches', answer: z.array(swapMatchSchema) }),
  exchange: defineEndpoint({ method: 'GET', path: '/exchanges/:id', ...id, answer: exchangeSchema }),
  accept: defineEndpoint(step('accept')),
  decline: defineEndpoint({ ...step('decline'), body: optionalReasonSchema }),
  withdraw: defineEndpoint(step('withdraw')),
  handover: defineEndpoint({ ...step('handover'), body: handoverSchema }),
  received: defineEndpoint(step('received')),
  dispute: defineEndpoint({ ...step('dispute'), body: reasonSchema }),
  /** A counter is a new proposal, linked to its parent; the answer is the new one. */
  counter: defineEndpoint({ ...step('counter'), body: counterSchema, status: 201 }),
  /** POST (multipart, one photo): evidence for a disputed exchange, by either side (decision 455). */
  disputePhotos: defineEndpoint({
    method: 'POST',
    path: '/exchanges/:id/dispute/photos',
    ...id,
    answer: exchangeSchema,
    status: 201,
  }),
  /** The photo at that place, by the one who added it, while disputed (decision 455). */
  disputePhoto: defineEndpoint({
    method: 'DELETE',
    path: '/exchanges/:id/dispute/photos/:position',
    params: disputePhotoParams,
    answer: exchangeSchema,
  }),
  /** A message in the conversation about the exchange (issue 13). */
  messages: defineEndpoint({
    method: 'POST',
    path: '/exchanges/:id/messages',
    ...id,
    body: newMessageSchema,
    answer: startedConversationSchema,
    status: 201,
  }),
  topupIntent: defineEndpoint({
    method: 'POST',
    path: '/exchanges/:id/topup-intent',
    ...id,
    answer: topupIntentSchema,
  }),
  topup: defineEndpoint({
    method: 'POST',
    path: '/exchanges/:id/topup',
    ...id,
    body: topupPaymentSchema,
    answer: exchangeSchema,
  }),
  /** Opens a bKash payment for the top-up (decision 420). */
  topupBkash: defineEndpoint({
    method: 'POST',
    path: '/exchanges/:id/topup-bkash',
    ...id,
    answer: bkashCreatedSchema,
  }),
  /** The payer settles the top-up in cash at the handover (decision 420). */
  topupCash: defineEndpoint({ ...step('topup-cash') }),
  admin: defineEndpoint({
    method: 'GET',
    path: '/admin/exchanges',
    query: adminExchangesQuerySchema,
    answer: z.array(exchangeSchema),
    page: true,
  }),
  resolve: defineEndpoint({
    method: 'POST',
    path: '/admin/exchanges/:id/resolve',
    ...id,
    body: resolveExchangeSchema,
    answer: exchangeSchema,
  }),
};

/** The steps the exchange page offers, by name (ExchangeSteps.tsx). */
export const exchangeSteps = {
  accept: exchangeEndpoints.accept,
  decline: exchangeEndpoints.decline,
  withdraw: exchangeEndpoints.withdraw,
  handover: exchangeEndpoints.handover,
  received: exchangeEndpoints.received,
  dispute: exchangeEndpoints.dispute,
  counter: exchangeEndpoints.counter,
};
