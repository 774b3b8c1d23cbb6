// Query keys of the conversations feature, and what to refresh when a message arrives or is read.
import type { QueryClient } from '@tanstack/react-query';

export const conversationKeys = {
  all: ['conversations'] as const,
  list: (filter: { bookId?: string; withUser?: string } = {}) => ['conversations', 'list', filter] as const,
  one: (id: string) => ['conversations', 'one', id] as const,
  messages: (id: string) => ['conversations', 'messages', id] as const,
  unread: ['conversations', 'unread'] as const,
  reported: ['conversations', 'reported'] as const,
};

/** Lists, single conversations and the unread badge (not the message pages, which are appended to). */
export const refreshConversationSummaries = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    queryKey: conversationKeys.all,
    predicate: (query) => query.queryKey[1] !== 'messages',
  });
