import type { CategoryWithBooks } from '@boibazar/shared/catalogue';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiWithNext } from '../../../lib/api-client.ts';

export const CATEGORY_PAGE_SIZE = 12;

/** The category and its unsold books, a page at a time (each page repeats the category). */
export const categoryBooksQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: ['category-books', id],
    queryFn: ({ pageParam, signal }) =>
      apiWithNext<CategoryWithBooks>(`/category/${encodeURIComponent(id)}`, {
        query: { limit: CATEGORY_PAGE_SIZE, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next,
  });

export const useCategoryBooks = (id: string) => useInfiniteQuery(categoryBooksQuery(id));
