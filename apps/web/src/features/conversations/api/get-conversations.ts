import { conversationPaths } from '@boibazar/shared/paths';
import type { Conversation } from '@boibazar/shared/conversations';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPage } from '#app/lib/api-client.ts';
import { conversationKeys } from './conversation-keys.ts';

export const conversationsQuery = (filter: { bookId?: string; withUser?: string } = {}) =>
  infiniteQueryOptions({
    queryKey: conversationKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      apiPage<Conversation>(conversationPaths.conversations, {
        query: { ...filter, limit: 20, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next,
  });

export const useConversations = (filter: { bookId?: string; withUser?: string } = {}, enabled = true) =>
  useInfiniteQuery({ ...conversationsQuery(filter), enabled });
