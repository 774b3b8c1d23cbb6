// Query keys of the listing feature's reads.
export const listingKeys = {
  priceHint: (params: object) => ['price-hint', params] as const,
  work: (bookId: string) => ['work', bookId] as const,
};
