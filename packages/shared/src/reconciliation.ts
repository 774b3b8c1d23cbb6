// The daily reconciliation (issue 26, docs/decisions/360-reconciliation.md): each run compares the ledger
// with the payments, refunds, top-ups and payouts tables and with the providers' own records, checks
// every ledger invariant, and lists every mismatch for the admin.
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

/** What a mismatch is about; the admin's page translates each. */
export const RECONCILIATION_CHECKS = [
  // Ledger invariants.
  'unbalanced_transaction',
  'equation',
  'negative_balance',
  // The ledger against BoiBazar's own tables.
  'payment_not_posted',
  'payment_amount',
  'posting_without_payment',
  'topup_not_posted',
  'refund_not_posted',
  'payout_posting',
  'posting_without_payout',
  // The ledger and tables against the providers' records.
  'provider_missing',
  'provider_status',
  'provider_amount',
  /** A refund BoiBazar sent differs from what the provider's records say was given back (decision 441). */
  'provider_refund',
  'provider_unreachable',
  // Couriers' cash (decision 430): collected and not settled in time; a settlement that does not add up;
  // a settled parcel whose cash or charge differs from the book's, or that is not ours.
  'courier_receivable_overdue',
  'settlement_unposted',
  'settlement_parcel',
] as const;
export const reconciliationCheckSchema = z.enum(RECONCILIATION_CHECKS);
export type ReconciliationCheck = z.infer<typeof reconciliationCheckSchema>;

export const mismatchSchema = z.object({
  check: reconciliationCheckSchema,
  /** What it concerns: `order:<id>`, `payout:<id>`, `transaction:<id>`, `account:<class>:<owner>`, `card`, `bkash`. */
  subject: z.string(),
  /** What one side says (whole Taka, or a status); '' when it has nothing. */
  expected: z.string(),
  /** What the other side says. */
  found: z.string(),
});
export type Mismatch = z.infer<typeof mismatchSchema>;

export const reconciliationRunSchema = z.object({
  _id: z.string(),
  startedAt: z.string(),
  finishedAt: z.string(),
  trigger: z.enum(['schedule', 'admin']),
  /** How many records and invariants were compared. */
  checked: z.number().int(),
  clean: z.boolean(),
  mismatchCount: z.number().int(),
  /** At most the first 200 (mismatchCount says how many there were). */
  mismatches: z.array(mismatchSchema),
});
export type ReconciliationRun = z.infer<typeof reconciliationRunSchema>;

/** The reconciliation's endpoints (decision 466). */
export const reconciliationEndpoints = {
  /** The runs, newest first, each with its mismatches. */
  runs: defineEndpoint({
    method: 'GET',
    path: '/admin/reconciliation',
    answer: z.array(reconciliationRunSchema),
    page: true,
  }),
  /** Runs the reconciliation now and answers its result. */
  run: defineEndpoint({
    method: 'POST',
    path: '/admin/reconciliation',
    answer: reconciliationRunSchema,
    status: 201,
  }),
};
