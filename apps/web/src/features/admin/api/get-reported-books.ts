import { cataloguePaths } from '@boibazar/shared/paths';
import type { ReportedBook } from '@boibazar/shared/catalogue';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPage } from '#app/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export const getReportedBooks = (cursor?: string) =>
  apiPage<ReportedBook>(cataloguePaths.reported, { query: { cursor, limit: 20 } });

export const reportedBooksQuery = () =>
  infiniteQueryOptions({
    queryKey: adminKeys.reported,
    queryFn: ({ pageParam }) => getReportedBooks(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
  });

export const useReportedBooks = () => useInfiniteQuery(reportedBooksQuery());
