// The saved-searches endpoints: the reader's list, saving, pausing or renaming, deleting.
import type { DeleteResult } from '@boibazar/shared/common';
import {
  MAX_SAVED_SEARCHES,
  savedSearchPaths,
  type NewSavedSearch,
  type SavedSearch,
  type SavedSearchChanges,
} from '@boibazar/shared/saved-searches';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiPage } from '../../../lib/api-client.ts';
import { savedSearchKeys } from './saved-search-keys.ts';

/** A reader has at most MAX_SAVED_SEARCHES, so one page holds them all. */
export const savedSearchesQuery = () =>
  queryOptions({
    queryKey: savedSearchKeys.list,
    queryFn: async ({ signal }) =>
      (
        await apiPage<SavedSearch>(savedSearchPaths.savedSearches, {
          query: { limit: MAX_SAVED_SEARCHES },
          signal,
        })
      ).items,
  });

export const useSavedSearches = (enabled = true) => useQuery({ ...savedSearchesQuery(), enabled });

function useSavedSearchMutation<A, R>(call: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.list }),
  });
}

export const useSaveSearch = () =>
  useSavedSearchMutation((body: NewSavedSearch) =>
    api<SavedSearch>(savedSearchPaths.savedSearches, { method: 'POST', body }),
  );

export const useChangeSavedSearch = () =>
  useSavedSearchMutation(({ id, changes }: { id: string; changes: SavedSearchChanges }) =>
    api<SavedSearch>(savedSearchPaths.savedSearch(encodeURIComponent(id)), {
      method: 'PATCH',
      body: changes,
    }),
  );

export const useDeleteSavedSearch = () =>
  useSavedSearchMutation((id: string) =>
    api<DeleteResult>(savedSearchPaths.savedSearch(encodeURIComponent(id)), { method: 'DELETE' }),
  );
