// Query keys of the offer screens; `all` refreshes every list of offers.
export const offerKeys = {
  all: ['offers'] as const,
  list: (role: 'buyer' | 'seller') => ['offers', role] as const,
  terms: ['offer-terms'] as const,
};
