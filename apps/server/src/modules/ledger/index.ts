// What other modules may use of the ledger (docs/decisions/240-ledger.md): the fee of a deal, fixed by
// the module that owns the deal when it is paid, and the routes (which also subscribe to the events
// where money moves and post in their transactions).
export { feeFor, platformFee, type FeeRule } from './platform-fee.ts';
export { default as ledgerRoutes } from './routes.ts';
export {
  availableBalance,
  postPayoutPaid,
  postPayoutRequested,
  postPayoutReturned,
} from './post-payout-money.ts';
// Each deal's module says when its held money releases (decision 440).
export { describeReleases, type HeldRelease, type ReleaseReader } from './release-dates.ts';
export { membersWithAvailable } from './ledger-repository.ts';
// The reconciliation's reads (decision 360).
export { getLedgerSummary } from './get-ledger-summary.ts';
export {
  brokenTransactions,
  firstPostingAt,
  negativeAccounts,
  postingsOf,
  type DealPosting,
} from './ledger-repository.ts';
// Courier settlements (decision 430), posted by the delivery module in the settlement's transaction.
export { postCourierSettlement } from './post-deal-money.ts';
// The bench leaves these out of the bus to time a completion without its posting (decision 445).
export { MONEY_SUBSCRIBERS } from './subscribers.ts';
