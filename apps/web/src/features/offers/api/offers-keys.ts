// Query keys of the offer screens; `all` refreshes every list of offers.
export const offerKeys = {
  all: ['offers'] as const,
  list: (role: 'buyer' | 'seller') => ['offers', role] as const,
  terms: ['offer-terms'] as const,
  /** One offer as a conversation card reads it, fresh for each card (`card`: the card's message). */
  one: (id: string, card: string) => ['offers', 'one', id, card] as const,
};
