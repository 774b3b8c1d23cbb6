import type { Book } from '@boibazar/shared/catalogue';
import { reviewEndpoints } from '@boibazar/shared/reviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { queryTags } from '#app/lib/query-tags.ts';

/**
 * The other party's books a counter-offer may ask for: their public listings that are not sold and not
 * reserved (the seller profile's list). The server checks each one again.
 */
export const partyBooksQuery = (sellerId: string) =>
  queryOptions({
    queryKey: queryTags.sellerProfile(sellerId),
    queryFn: () => call(reviewEndpoints.seller, { params: { id: sellerId } }),
    select: (profile): Book[] => profile.books.filter((book) => !book.isSold && book.exchangeState === null),
  });

export const usePartyBooks = (sellerId: string) => useQuery(partyBooksQuery(sellerId));
