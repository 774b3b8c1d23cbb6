import { conversationEndpoints } from '@boibazar/shared/conversations';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callPage } from '#app/lib/call-endpoint.ts';
import { conversationKeys } from './conversation-keys.ts';

/** The admin's queue: conversations someone reported, most recently reported first. */
export const reportedConversationsQuery = () =>
  infiniteQueryOptions({
    queryKey: conversationKeys.reported,
    queryFn: ({ pageParam, signal }) =>
      callPage(conversationEndpoints.reported, { limit: 20, cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next,
  });

export const useReportedConversations = () => useInfiniteQuery(reportedConversationsQuery());
