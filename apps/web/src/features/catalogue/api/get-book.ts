import { catalogueRoutes } from '@boibazar/shared/paths';
import type { catalogueEndpoints } from '@boibazar/shared/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export const bookQuery = (id: string) =>
  queryOptions({
    queryKey: catalogueKeys.book(id),
    queryFn: ({ signal }) =>
      call<typeof catalogueEndpoints.book>(catalogueRoutes.book, { params: { id }, signal }),
  });

export const useBook = (id: string) => useQuery(bookQuery(id));

export const relatedBooksQuery = (id: string) =>
  queryOptions({
    queryKey: catalogueKeys.related(id),
    queryFn: ({ signal }) =>
      call<typeof catalogueEndpoints.related>(catalogueRoutes.related, { params: { id }, signal }),
  });

export const useRelatedBooks = (id: string) => useQuery(relatedBooksQuery(id));
