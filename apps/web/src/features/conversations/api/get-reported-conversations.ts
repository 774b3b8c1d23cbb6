import { conversationPaths } from '@boibazar/shared/paths';
import type { ReportedConversation } from '@boibazar/shared/conversations';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPage } from '#app/lib/api-client.ts';
import { conversationKeys } from './conversation-keys.ts';

/** The admin's queue: conversations someone reported, most recently reported first. */
export const reportedConversationsQuery = () =>
  infiniteQueryOptions({
    queryKey: conversationKeys.reported,
    queryFn: ({ pageParam, signal }) =>
      apiPage<ReportedConversation>(conversationPaths.reported, {
        query: { limit: 20, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next,
  });

export const useReportedConversations = () => useInfiniteQuery(reportedConversationsQuery());
