import { catalogueRoutes } from '@boibazar/shared/paths';
import type { catalogueEndpoints } from '@boibazar/shared/catalogue';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callPage } from '#app/lib/call-endpoint.ts';
import { adminKeys } from './admin-keys.ts';

export const getReportedBooks = (cursor?: string) =>
  callPage<typeof catalogueEndpoints.reported>(catalogueRoutes.reported, { cursor, limit: 20 });

export const reportedBooksQuery = () =>
  infiniteQueryOptions({
    queryKey: adminKeys.reported,
    queryFn: ({ pageParam }) => getReportedBooks(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
  });

export const useReportedBooks = () => useInfiniteQuery(reportedBooksQuery());
