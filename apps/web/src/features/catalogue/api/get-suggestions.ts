import { catalogueRoutes } from '@boibazar/shared/paths';
import type { catalogueEndpoints } from '@boibazar/shared/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { catalogueKeys } from './catalogue-keys.ts';

/** Suggestions start at two letters (the server refuses fewer). */
export const MIN_SUGGESTION_LETTERS = 2;

export const suggestionsQuery = (q: string) =>
  queryOptions({
    queryKey: catalogueKeys.suggestions(q),
    queryFn: ({ signal }) =>
      call<typeof catalogueEndpoints.suggestions>(catalogueRoutes.suggestions, { query: { q }, signal }),
    enabled: q.length >= MIN_SUGGESTION_LETTERS,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const useSuggestions = (q: string) => useQuery(suggestionsQuery(q));
