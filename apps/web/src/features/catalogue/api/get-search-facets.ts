import { catalogueRoutes } from '@boibazar/shared/paths';
import type { catalogueEndpoints } from '@boibazar/shared/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { catalogueKeys } from './catalogue-keys.ts';
import type { SearchParams } from './search-books.ts';

/** The filter bar's counts for the search in the address (without its sort). */
export const searchFacetsQuery = ({ sort: _sort, ...params }: SearchParams) =>
  queryOptions({
    queryKey: catalogueKeys.searchFacets(params),
    queryFn: ({ signal }) =>
      call<typeof catalogueEndpoints.searchFacets>(catalogueRoutes.searchFacets, { query: params, signal }),
    // The bar keeps the last counts while the next ones load, so it does not jump.
    placeholderData: keepPreviousData,
  });

export const useSearchFacets = (params: SearchParams) => useQuery(searchFacetsQuery(params));
