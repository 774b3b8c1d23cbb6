import { listingPaths, type Work } from '@boibazar/shared/listing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { listingKeys } from './listing-keys.ts';

export const workQuery = (bookId: string) =>
  queryOptions({
    queryKey: listingKeys.work(bookId),
    queryFn: ({ signal }) => api<Work>(listingPaths.work(encodeURIComponent(bookId)), { signal }),
  });

export const useWork = (bookId: string) => useQuery(workQuery(bookId));
