import { z } from 'zod';
import { idParam } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { paymentRoutes } from './paths.ts';

/** The ways to pay for an order (docs/decisions/150-bkash.md, 151-cash-on-delivery.md). */
export const paymentMethodSchema = z.enum(['card', 'bkash', 'cash_on_delivery']);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const paymentProviderSchema = z.enum(['sandbox', 'stripe']);
export type PaymentProvider = z.infer<typeof paymentProviderSchema>;

/** GET /payments/config: which card form the payment page shows, and Stripe's publishable key. */
export const paymentsConfigSchema = z.object({
  provider: paymentProviderSchema,
  publishableKey: z.string().nullable(),
  /**
   * The most a cash-on-delivery order may cost, in Taka (COD_MAX_TAKA): with a book's `cashOnDelivery`, what
   * its Cash on delivery badge needs before anyone books it (decision 260).
   */
  codMaxTaka: z.number().int(),
});
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;

/**
 * POST /create-payment-intent. The spec's client sends only `price`; the server ignores it and needs the
 * order (`booking`) to compute the amount from the database.
 */
export const createPaymentIntentSchema = z.object({
  booking: z.string({ message: 'booking (the order id) is required' }).min(1).max(64),
  price: z.unknown().optional(),
});
export const clientSecretSchema = z.object({ clientSecret: z.string() });

/** POST /payments, the spec's payload; only transactionId and booking decide anything. */
export const newPaymentSchema = z.object({
  transactionId: z.string({ message: 'transactionId is required' }).min(1).max(255),
  booking: z.string({ message: 'booking is required' }).min(1).max(64),
  productId: z.string().max(64).optional(),
  price: z.unknown().optional(),
  email: z.string().max(320).optional(),
});
export type NewPayment = z.input<typeof newPaymentSchema>;

export const paymentResultSchema = z.object({
  acknowledged: z.literal(true),
  modifiedCount: z.number(),
  transactionId: z.string(),
});

/** The sandbox processor's confirm call: the card as typed, checked by the server. */
export const sandboxConfirmSchema = z.object({
  clientSecret: z.string().min(1).max(200),
  cardNumber: z.string().min(1).max(40),
  expiry: z.string().min(1).max(10),
  cvc: z.string().min(1).max(10),
});
export type SandboxConfirm = z.infer<typeof sandboxConfirmSchema>;

export const sandboxIntentSchema = z.object({
  id: z.string(),
  status: z.enum(['requires_payment_method', 'succeeded', 'canceled']),
  amount: z.number().int(),
  currency: z.string(),
});
export type SandboxIntent = z.infer<typeof sandboxIntentSchema>;

/** Card-number, expiry and CVC checks shared by the sandbox form (as you type) and the sandbox processor. */
export const cardDigits = (cardNumber: string): string => cardNumber.replace(/[\s-]/g, '');

export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export const cardNumberProblem = (cardNumber: string): string | null =>
  passesLuhn(cardDigits(cardNumber)) ? null : 'Your card number is invalid.';

/** `now` decides which expiry is past; a card is good through the last day of its expiry month. */
export function expiryProblem(expiry: string, now: Date = new Date()): string | null {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(expiry);
  const month = match ? Number(match[1]) : 0;
  if (!match || month < 1 || month > 12) return "Your card's expiration date is incomplete.";
  const year = 2000 + Number(match[2]);
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (month - 1) < thisMonth) return "Your card's expiration date is in the past.";
  return null;
}

export const cvcProblem = (cvc: string): string | null =>
  /^\d{3,4}$/.test(cvc.trim()) ? null : "Your card's security code is incomplete.";

/** The card's first problem in Stripe's words, or null when it looks valid. */
export function cardProblem(
  card: { cardNumber: string; expiry: string; cvc: string },
  now: Date = new Date(),
): string | null {
  return cardNumberProblem(card.cardNumber) ?? expiryProblem(card.expiry, now) ?? cvcProblem(card.cvc);
}

/** GET /api/payments/receipt/:orderId: what the buyer paid, for their own paid order. */
export const receiptSchema = z.object({
  orderId: z.string(),
  productId: z.string(),
  bookName: z.string(),
  amount: z.number().int(),
  currency: z.literal('BDT'),
  method: paymentMethodSchema,
  provider: z.string(),
  transactionId: z.string(),
  paidAt: z.string(),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** GET /api/payment-methods?booking=: what this buyer may use for this order, and why not the others. */
export const paymentMethodsQuerySchema = z.object({
  booking: z.string({ message: 'booking (the order id) is required' }).min(1).max(64),
});
export const paymentMethodsSchema = z.object({
  booking: z.string(),
  methods: z.array(paymentMethodSchema),
  unavailable: z.array(z.object({ method: paymentMethodSchema, reason: z.string() })),
  /** The most a cash-on-delivery order may cost, in Taka (COD_MAX_TAKA). */
  codMaxTaka: z.number().int(),
});
export type PaymentMethods = z.infer<typeof paymentMethodsSchema>;

/** POST /api/bkash/create: the order to pay; the amount is the order's. */
export const bkashCreateSchema = z.object({
  booking: z.string({ message: 'booking (the order id) is required' }).min(1).max(64),
});
export const bkashCreatedSchema = z.object({ paymentID: z.string(), bkashURL: z.string() });

/** GET /api/bkash/callback: what bKash appends to our callbackURL (only paymentID is used to decide). */
export const bkashCallbackQuerySchema = z.object({
  paymentID: z.string().max(100).optional(),
  status: z.string().max(20).optional(),
  apiVersion: z.string().max(20).optional(),
  signature: z.string().max(500).optional(),
});

/** How the payment page hears the bKash outcome (query string of the redirect back to it). */
export const BKASH_OUTCOME_PARAM = 'bkash';

/** POST /admin/orders/:id/refund-sent: the reference of the transfer that sent the refund by hand. */
export const refundSentSchema = z.object({
  reference: z
    .string()
    .trim()
    .min(1, 'The reference is required')
    .max(64, 'The reference can be at most 64 characters'),
});
export type RefundSent = z.infer<typeof refundSentSchema>;

/**
 * bKash's redirect back (it answers a 303 to the payment page, not JSON) and the admin's allow-COD; the
 * other calls are `paymentEndpoints`.
 */
export const bkashPaths = {
  callback: '/bkash/callback',
  allowCod: (userId: string) => `/admin/users/${userId}/allow-cod`,
} as const;

/** POST /api/orders/:id/cod-refused: what the seller may say about the refusal. */
export const codRefusalSchema = z.object({
  reason: z.string().trim().max(500, 'The reason must be at most 500 characters').default(''),
});

/** The buyer's cash-on-delivery standing, as the admin sees and changes it. */
export const codStandingSchema = z.object({
  userId: z.string(),
  refusals: z.number().int(),
  blocked: z.boolean(),
});

/** The payments' endpoints (decision 466). */
export const paymentEndpoints = {
  /** Read on the web's first load (book cards' COD badge): called through `paymentRoutes.config` (decision 496). */
  config: defineEndpoint({ ...paymentRoutes.config, answer: paymentsConfigSchema }),
  /** The card provider's intent for a booked order (the server sets the amount). */
  createIntent: defineEndpoint({
    method: 'POST',
    path: '/create-payment-intent',
    body: createPaymentIntentSchema,
    answer: clientSecretSchema,
  }),
  /** The spec's payment record (§7) after the card provider confirmed it. */
  record: defineEndpoint({
    method: 'POST',
    path: '/payments',
    body: newPaymentSchema,
    answer: paymentResultSchema,
  }),
  /** The receipt of the caller's own paid order (`id` is the order's). */
  receipt: defineEndpoint({
    method: 'GET',
    path: '/payments/receipt/:id',
    params: idParam,
    answer: receiptSchema,
  }),
  /** The sandbox processor's confirm step (registered only when the sandbox is the provider). */
  confirmSandboxIntent: defineEndpoint({
    method: 'POST',
    path: '/sandbox/intents/:id/confirm',
    params: idParam,
    body: sandboxConfirmSchema,
    answer: sandboxIntentSchema,
  }),
  /** The ways this buyer may pay for this order now, and why not the others. */
  paymentMethods: defineEndpoint({
    method: 'GET',
    path: '/payment-methods',
    query: paymentMethodsQuerySchema,
    answer: paymentMethodsSchema,
  }),
  /** Opens a bKash payment for the order and answers bKash's page. */
  bkashCreate: defineEndpoint({
    method: 'POST',
    path: '/bkash/create',
    body: bkashCreateSchema,
    answer: bkashCreatedSchema,
  }),
};
