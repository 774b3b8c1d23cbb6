// The saved-searches endpoints: the reader's list, saving, pausing or renaming, deleting.
import {
  MAX_SAVED_SEARCHES,
  savedSearchEndpoints,
  type NewSavedSearch,
  type SavedSearchChanges,
} from '@boibazar/shared/saved-searches';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callPage } from '#app/lib/call-endpoint.ts';
import { savedSearchKeys } from './saved-search-keys.ts';

/** A reader has at most MAX_SAVED_SEARCHES, so one page holds them all. */
export const savedSearchesQuery = () =>
  queryOptions({
    queryKey: savedSearchKeys.list,
    queryFn: async ({ signal }) =>
      (await callPage(savedSearchEndpoints.list, { limit: MAX_SAVED_SEARCHES, signal })).items,
  });

export const useSavedSearches = (enabled = true) => useQuery({ ...savedSearchesQuery(), enabled });

function useSavedSearchMutation<A, R>(send: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.list }),
  });
}

export const useSaveSearch = () =>
  useSavedSearchMutation((body: NewSavedSearch) => call(savedSearchEndpoints.save, { body }));

export const useChangeSavedSearch = () =>
  useSavedSearchMutation(({ id, changes }: { id: string; changes: SavedSearchChanges }) =>
    call(savedSearchEndpoints.change, { params: { id }, body: changes }),
  );

export const useDeleteSavedSearch = () =>
  useSavedSearchMutation((id: string) => call(savedSearchEndpoints.remove, { params: { id } }));
