import { listingEndpoints } from '@boibazar/shared/listing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { listingKeys } from './listing-keys.ts';

export const workQuery = (bookId: string) =>
  queryOptions({
    queryKey: listingKeys.work(bookId),
    queryFn: ({ signal }) => call(listingEndpoints.work, { params: { id: bookId }, signal }),
  });

export const useWork = (bookId: string) => useQuery(workQuery(bookId));
