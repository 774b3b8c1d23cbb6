// The ledger's contract (issue 26, docs/decisions/240-ledger.md): a member's balance and statement, and
// the admin's summary of every account class. Every amount is a whole number of Taka.
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

/**
 * The statement as a CSV file (text/csv, not JSON, so not an endpoint definition: its answer is bytes the
 * web downloads with `apiBlob`). The ledger's other calls are `ledgerEndpoints`.
 */
export const ledgerPaths = {
  statementCsv: '/me/ledger.csv',
} as const;

/** PLATFORM_FEE_PERCENT in hundredths of a percent (5 → 500) and PLATFORM_FEE_MIN_TAKA (decision 240). */
export const feeRuleSchema = z.object({
  basisPoints: z.number().int().min(0).max(10_000),
  minTaka: z.number().int().min(0),
});
export type FeeRule = z.infer<typeof feeRuleSchema>;

/**
 * BoiBazar's fee on a deal of `price` whole Taka (decision 240): the percentage rounded to whole Taka with
 * halves going to the seller, at least the minimum, never more than the price. Integers only.
 */
export function platformFee(price: number, rule: FeeRule): number {
  if (!Number.isSafeInteger(price) || price < 0) throw new Error(`A price must be whole Taka, not ${price}`);
  // price × bp / 10000, rounded to the nearest Taka with .5 rounding down: floor((n + 4999) / 10000).
  const byPercent = Math.floor((price * rule.basisPoints + 4999) / 10_000);
  return Math.min(price, Math.max(rule.minTaka, byPercent));
}

/** What a ledger transaction belongs to; a courier's settlement is its own deal (decision 430). */
export const DEAL_KINDS = ['order', 'exchange', 'payout', 'settlement'] as const;

export const LEDGER_ACCOUNT_CLASSES = [
  'received',
  'held',
  'available',
  'in_flight',
  'paid_out',
  'refunds',
  'fee_revenue',
  'cod_collected',
  'cod_sales',
  // Delivery fees paid to BoiBazar, owed to the courier (decision 310).
  'courier_payable',
  // Cash a courier collected at the door for BoiBazar and has not paid yet (decision 430); entered as a
  // negative balance, like money received, until the courier's settlement clears it.
  'courier_receivable',
] as const;
export const ledgerAccountClassSchema = z.enum(LEDGER_ACCOUNT_CLASSES);
export type LedgerAccountClass = z.infer<typeof ledgerAccountClassSchema>;

/** What moved the money: a payment held, a top-up held, a deal released to its payee, a refund, a COD sale. */
export const ledgerTransactionKindSchema = z.enum([
  'payment',
  'topup',
  'release',
  'refund',
  'cod_sale',
  // Payouts (decision 300): requested (available → in flight), paid (in flight → paid out), returned.
  'payout',
  'payout_paid',
  'payout_returned',
  // Cash on delivery by courier (decision 430): collected at the door, then settled by the courier.
  'courier_collected',
  'courier_settlement',
  // A cash-on-delivery parcel the courier lost: its compensation, owed by the courier, to the seller (decision 431).
  'courier_compensation',
]);
export type LedgerTransactionKind = z.infer<typeof ledgerTransactionKindSchema>;

/** GET /api/me/balance: the caller's money as the ledger has it. */
export const balanceSchema = z.object({
  /** Earned and not yet paid out; below zero only by fees of cash-on-delivery sales. */
  available: z.number().int(),
  /** Paid by buyers for the caller's deals that have not completed yet (before fees). */
  held: z.number().int(),
  inFlight: z.number().int(),
  paidOut: z.number().int(),
  /** BoiBazar's fees on the caller's deals so far. */
  fees: z.number().int(),
  /** Cash the caller collected at the door (for the record; never part of `available`). */
  codCollected: z.number().int(),
});
export type Balance = z.infer<typeof balanceSchema>;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written YYYY-MM-DD')
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    'Not a real date',
  );

/** `?from&to`: whole days (UTC), both included. */
export const statementRangeSchema = z
  .object({ from: isoDate.optional(), to: isoDate.optional() })
  .refine((r) => !r.from || !r.to || r.from <= r.to, {
    message: 'from must not be after to',
    path: ['from'],
  });
export type StatementRange = z.infer<typeof statementRangeSchema>;

/** One line of the caller's statement: a change of their available balance. */
export const statementLineSchema = z.object({
  /** The ledger transaction. */
  _id: z.string(),
  at: z.string(),
  kind: ledgerTransactionKindSchema,
  dealKind: z.enum(DEAL_KINDS),
  dealId: z.string(),
  /** The deal's book. */
  memo: z.string(),
  /** The change of the available balance (negative for a cash-on-delivery fee). */
  amount: z.number().int(),
  /** BoiBazar's fee taken in this transaction. */
  fee: z.number().int(),
  /** The available balance right after it. */
  balanceAfter: z.number().int(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

/**
 * Why a deal's money is still held: the seller has not handed the book over yet; the buyer's window after
 * the handover runs (it releases at `releasesAt` unless the buyer disputes); a dispute waits for the
 * admin; an exchange waits for both books to be received.
 */
export const heldStageSchema = z.enum(['awaiting_handover', 'buyer_window', 'disputed', 'awaiting_receipt']);
export type HeldStage = z.infer<typeof heldStageSchema>;

/** GET /api/me/held: one deal whose money is held for the caller. */
export const heldDealSchema = z.object({
  dealKind: z.enum(['order', 'exchange']),
  dealId: z.string(),
  /** The deal's book ('' for an exchange's top-up). */
  memo: z.string(),
  /** Held now (before BoiBazar's fee). */
  amount: z.number().int(),
  /** BoiBazar's fee, fixed when the deal was paid. */
  fee: z.number().int(),
  /** What the caller receives when it releases: amount − fee. */
  sellerReceives: z.number().int(),
  /** When the money was first held. */
  heldSince: z.string(),
  stage: heldStageSchema,
  /** When it releases on its own (the buyer's window ends), or null while that waits on someone. */
  releasesAt: z.string().nullable(),
});
export type HeldDeal = z.infer<typeof heldDealSchema>;

/** GET /api/admin/ledger/summary: every account class and the reconciliation check. */
export const ledgerSummarySchema = z.object({
  classes: z.array(z.object({ class: ledgerAccountClassSchema, balance: z.number().int() })),
  /** Money received from buyers through the providers. */
  moneyReceived: z.number().int(),
  /** held + available + in flight + fee revenue + refunds + paid out. */
  accountedFor: z.number().int(),
  /** accountedFor − moneyReceived: 0 when balanced. */
  difference: z.number().int(),
  balanced: z.boolean(),
  /** Transactions whose entries do not sum to zero (0 unless the book is broken). */
  unbalancedTransactions: z.number().int(),
});
export type LedgerSummary = z.infer<typeof ledgerSummarySchema>;

/** GET /api/admin/ledger/fee-revenue?days: the last `days` UTC days, today last (default 30). */
export const feeRevenueQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(366).default(30),
});
/** One day's fee revenue: what was posted to BoiBazar's fee revenue that day (whole Taka). */
export const feeRevenueDaySchema = z.object({ day: z.string(), amount: z.number().int() });
export type FeeRevenueDay = z.infer<typeof feeRevenueDaySchema>;

/** GET /api/admin/ledger/accounts?class: one account and its balance (sum of its entries). */
export const ledgerAccountSchema = z.object({
  _id: z.string(),
  class: ledgerAccountClassSchema,
  /** '' for BoiBazar's own, the provider, `order:<id>` / `exchange:<id>`, or a member's id. */
  owner: z.string(),
  /** The member's name when the owner is a member. */
  ownerName: z.string().nullable(),
  balance: z.number().int(),
  createdAt: z.string(),
});
export type LedgerAccount = z.infer<typeof ledgerAccountSchema>;

export const ledgerAccountsQuerySchema = z.object({ class: ledgerAccountClassSchema.optional() });

/** GET /api/admin/ledger/transactions?kind&dealKind&dealId&from&to: transactions with their entries. */
export const ledgerTransactionSchema = z.object({
  _id: z.string(),
  at: z.string(),
  kind: ledgerTransactionKindSchema,
  dealKind: z.enum(DEAL_KINDS),
  dealId: z.string(),
  memo: z.string(),
  entries: z.array(
    z.object({ class: ledgerAccountClassSchema, owner: z.string(), amount: z.number().int() }),
  ),
});
export type LedgerTransaction = z.infer<typeof ledgerTransactionSchema>;

export const ledgerTransactionsQuerySchema = z
  .object({
    kind: ledgerTransactionKindSchema.optional(),
    dealKind: z.enum(DEAL_KINDS).optional(),
    dealId: z.string().trim().min(1).max(64).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .refine((r) => !r.from || !r.to || r.from <= r.to, {
    message: 'from must not be after to',
    path: ['from'],
  });
export type LedgerTransactionsQuery = z.infer<typeof ledgerTransactionsQuerySchema>;

/** The ledger's endpoints (decision 466). */
export const ledgerEndpoints = {
  /** BoiBazar's fee rule (PLATFORM_FEE_*), public: a seller sees what BoiBazar keeps before listing. */
  feeRule: defineEndpoint({ method: 'GET', path: '/fee-rule', answer: feeRuleSchema }),
  balance: defineEndpoint({ method: 'GET', path: '/me/balance', answer: balanceSchema }),
  /** The caller's deals whose money is held, each with when it releases (decision 440). */
  heldDeals: defineEndpoint({ method: 'GET', path: '/me/held', answer: z.array(heldDealSchema) }),
  statement: defineEndpoint({
    method: 'GET',
    path: '/me/ledger',
    query: statementRangeSchema,
    answer: z.array(statementLineSchema),
    page: true,
  }),
  adminSummary: defineEndpoint({ method: 'GET', path: '/admin/ledger/summary', answer: ledgerSummarySchema }),
  /** BoiBazar's fee revenue by UTC day, for the ledger page's chart (decision 443). */
  adminFeeRevenue: defineEndpoint({
    method: 'GET',
    path: '/admin/ledger/fee-revenue',
    query: feeRevenueQuerySchema,
    answer: z.array(feeRevenueDaySchema),
  }),
  /** The admin's ledger page (decision 360): every account with its balance, and the transactions. */
  adminAccounts: defineEndpoint({
    method: 'GET',
    path: '/admin/ledger/accounts',
    query: ledgerAccountsQuerySchema,
    answer: z.array(ledgerAccountSchema),
    page: true,
  }),
  adminTransactions: defineEndpoint({
    method: 'GET',
    path: '/admin/ledger/transactions',
    query: ledgerTransactionsQuerySchema,
    answer: z.array(ledgerTransactionSchema),
    page: true,
  }),
};
