import { cataloguePaths } from '@boibazar/shared/paths';
import type { RelatedBooks, ViewedBook } from '@boibazar/shared/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export const bookQuery = (id: string) =>
  queryOptions({
    queryKey: catalogueKeys.book(id),
    queryFn: ({ signal }) => api<ViewedBook>(cataloguePaths.book(encodeURIComponent(id)), { signal }),
  });

export const useBook = (id: string) => useQuery(bookQuery(id));

export const relatedBooksQuery = (id: string) =>
  queryOptions({
    queryKey: catalogueKeys.related(id),
    queryFn: ({ signal }) => api<RelatedBooks>(cataloguePaths.related(encodeURIComponent(id)), { signal }),
  });

export const useRelatedBooks = (id: string) => useQuery(relatedBooksQuery(id));
