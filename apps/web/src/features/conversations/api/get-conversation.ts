import { conversationPaths } from '@boibazar/shared/paths';
import type { Conversation } from '@boibazar/shared/conversations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { conversationKeys } from './conversation-keys.ts';

export const conversationQuery = (id: string) =>
  queryOptions({
    queryKey: conversationKeys.one(id),
    queryFn: ({ signal }) =>
      api<Conversation>(conversationPaths.conversation(encodeURIComponent(id)), { signal }),
  });

export const useConversation = (id: string) => useQuery(conversationQuery(id));
