// Query keys of the earnings screen; `statement` refreshes every page of it.
export const ledgerKeys = {
  balance: ['ledger', 'balance'] as const,
  statement: ['ledger', 'statement'] as const,
  heldDeals: ['ledger', 'held'] as const,
};
