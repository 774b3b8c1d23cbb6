import { conversationEndpoints } from '@boibazar/shared/conversations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { conversationKeys } from './conversation-keys.ts';

export const conversationQuery = (id: string) =>
  queryOptions({
    queryKey: conversationKeys.one(id),
    queryFn: ({ signal }) => call(conversationEndpoints.conversation, { params: { id }, signal }),
  });

export const useConversation = (id: string) => useQuery(conversationQuery(id));
