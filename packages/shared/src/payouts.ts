// Payouts (issue 26, docs/decisions/300-payouts.md): the seller's payout methods and payout requests, and
// the admin's queue. Amounts are whole Taka.
import { z } from 'zod';
import { idParam } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { MAX_PASSWORD_LENGTH } from './identity.ts';
import { normalisePhone } from './phone.ts';

/** The largest payout anyone may ask for in one go (a bound on input, not a business limit). */
export const MAX_PAYOUT_TAKA = 10_000_000;

const text = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} can be at most ${max} characters`);

export const payoutMethodKindSchema = z.enum(['bkash', 'bank']);
export type PayoutMethodKind = z.infer<typeof payoutMethodKindSchema>;

const passwordField = z.string().min(1, 'Password is required').max(MAX_PASSWORD_LENGTH);

/** POST /api/me/payout-methods: a bKash wallet (an 11-digit Bangladeshi mobile number) or a bank account. */
export const newPayoutMethodSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('bkash'),
    wallet: z
      .string()
      .max(40, 'Phone number is too long')
      .refine(
        (v) => normalisePhone(v) !== null,
        'Please enter a Bangladeshi mobile number such as 01711000000',
      ),
    password: passwordField,
  }),
  z.object({
    kind: z.literal('bank'),
    accountName: text('Account holder', 100),
    accountNumber: z
      .string()
      .trim()
      .regex(/^\d{6,20}$/, 'An account number is 6 to 20 digits'),
    bankName: text('Bank', 100),
    branch: text('Branch or routing number', 100),
    password: passwordField,
  }),
]);
export type NewPayoutMethod = z.infer<typeof newPayoutMethodSchema>;

export const payoutMethodSchema = z.object({
  _id: z.string(),
  kind: payoutMethodKindSchema,
  /** The wallet (01XXXXXXXXX) or the bank account's number. */
  accountNumber: z.string(),
  accountName: z.string().nullable(),
  bankName: z.string().nullable(),
  branch: z.string().nullable(),
  /** When it can first be paid to (a new method waits PAYOUT_METHOD_COOLDOWN). */
  usableFrom: z.string(),
  createdAt: z.string(),
  /** The member's chosen default: scheduled payouts use it (decision 360). */
  isDefault: z.boolean(),
});
export type PayoutMethod = z.infer<typeof payoutMethodSchema>;

/** requested: waiting for the admin (or for sending); sending: with bKash; paid; failed; rejected. */
export const PAYOUT_STATUSES = ['requested', 'sending', 'paid', 'failed', 'rejected'] as const;
export const payoutStatusSchema = z.enum(PAYOUT_STATUSES);
export type PayoutStatus = z.infer<typeof payoutStatusSchema>;

export const newPayoutSchema = z.object({
  amount: z
    .number({ message: 'The amount must be a whole number of Taka' })
    .int('The amount must be a whole number of Taka')
    .positive('The amount must be more than 0')
    .max(MAX_PAYOUT_TAKA, 'The amount is too large'),
  methodId: z.string().min(1).max(64),
});
export type NewPayout = z.infer<typeof newPayoutSchema>;

export const payoutSchema = z.object({
  _id: z.string(),
  sellerId: z.string(),
  amount: z.number().int(),
  status: payoutStatusSchema,
  method: payoutMethodSchema.pick({ kind: true, accountNumber: true, bankName: true }),
  methodId: z.string(),
  /** Why it failed or was rejected. */
  reason: z.string().nullable(),
  /** The bank's reference, or bKash's transaction id, once paid. */
  reference: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Payout = z.infer<typeof payoutSchema>;

/** The admin's queue: one status or all of them, newest first. */
export const adminPayoutsQuerySchema = z.object({ status: payoutStatusSchema.optional() });

export const adminPayoutSchema = payoutSchema.extend({ sellerName: z.string(), sellerEmail: z.string() });
export type AdminPayout = z.infer<typeof adminPayoutSchema>;

export const markPayoutPaidSchema = z.object({
  reference: text('The bank’s reference', 100),
});
export const rejectPayoutSchema = z.object({ reason: text('Reason', 500) });

const id = { params: idParam };

/** The payouts' endpoints (decision 466). */
export const payoutEndpoints = {
  methods: defineEndpoint({ method: 'GET', path: '/me/payout-methods', answer: z.array(payoutMethodSchema) }),
  addMethod: defineEndpoint({
    method: 'POST',
    path: '/me/payout-methods',
    body: newPayoutMethodSchema,
    answer: payoutMethodSchema,
    status: 201,
  }),
  removeMethod: defineEndpoint({
    method: 'DELETE',
    path: '/me/payout-methods/:id',
    ...id,
    answer: z.null(),
    status: 204,
  }),
  /** This method is the member's default from now on (decision 360). */
  defaultMethod: defineEndpoint({
    method: 'POST',
    path: '/me/payout-methods/:id/default',
    ...id,
    answer: payoutMethodSchema,
  }),
  request: defineEndpoint({
    method: 'POST',
    path: '/payouts',
    body: newPayoutSchema,
    answer: payoutSchema,
    status: 201,
  }),
  payouts: defineEndpoint({ method: 'GET', path: '/payouts', answer: z.array(payoutSchema) }),
  adminPayouts: defineEndpoint({
    method: 'GET',
    path: '/admin/payouts',
    query: adminPayoutsQuerySchema,
    answer: z.array(adminPayoutSchema),
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: '/admin/payouts/:id/approve',
    ...id,
    answer: payoutSchema,
  }),
  markPaid: defineEndpoint({
    method: 'POST',
    path: '/admin/payouts/:id/mark-paid',
    ...id,
    body: markPayoutPaidSchema,
    answer: payoutSchema,
  }),
  reject: defineEndpoint({
    method: 'POST',
    path: '/admin/payouts/:id/reject',
    ...id,
    body: rejectPayoutSchema,
    answer: payoutSchema,
  }),
};
