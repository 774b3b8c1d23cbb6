// Query keys of the listing feature's reads.
export const listingKeys = {
  priceHint: (params: object) => ['price-hint', params] as const,
  work: (bookId: string) => ['work', bookId] as const,
  /** Under 'book', so whatever refreshes a listing refreshes its photos. */
  photos: (bookId: string) => ['book', bookId, 'photos'] as const,
};
