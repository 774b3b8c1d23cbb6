import type { catalogueEndpoints } from '@boibazar/shared/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callPage } from '#app/lib/call-endpoint.ts';
import { exchangeKeys } from './exchanges-keys.ts';
import { catalogueRoutes } from '@boibazar/shared/paths';

/**
 * The caller's own books that can go into an exchange: listed, not sold and not reserved. The first 100
 * are enough to choose 1–3 from; the server checks each one again.
 */
export const offerableBooksQuery = (email: string) =>
  queryOptions({
    queryKey: exchangeKeys.offerableBooks(email),
    queryFn: async ({ signal }) => {
      const page = await callPage<typeof catalogueEndpoints.myBooks>(catalogueRoutes.myBooks, {
        query: { email },
        limit: 100,
        signal,
      });
      return page.items.filter((book) => !book.isSold && book.exchangeState === null);
    },
  });

export const useOfferableBooks = (email: string) => useQuery(offerableBooksQuery(email));
