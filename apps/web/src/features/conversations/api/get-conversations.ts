import { conversationEndpoints } from '@boibazar/shared/conversations';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callPage } from '#app/lib/call-endpoint.ts';
import { conversationKeys } from './conversation-keys.ts';

export const conversationsQuery = (filter: { bookId?: string; withUser?: string } = {}) =>
  infiniteQueryOptions({
    queryKey: conversationKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      callPage(conversationEndpoints.list, { query: filter, limit: 20, cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next,
  });

export const useConversations = (filter: { bookId?: string; withUser?: string } = {}, enabled = true) =>
  useInfiniteQuery({ ...conversationsQuery(filter), enabled });
