import type { Book } from '@boibazar/shared/catalogue';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPage } from '../../../lib/api-client.ts';

export const advertisedBooksQuery = () =>
  infiniteQueryOptions({
    queryKey: ['advertised-books'],
    queryFn: ({ pageParam, signal }) =>
      apiPage<Book>('/books/advertised', { query: { limit: 6, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next,
  });

export const useAdvertisedBooks = () => useInfiniteQuery(advertisedBooksQuery());
