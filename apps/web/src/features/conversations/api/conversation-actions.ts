// Marking read, blocking, unblocking and reporting: each answers the conversation as the caller now sees it.
import type { Conversation } from '@boibazar/shared/conversations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { conversationKeys, refreshConversationSummaries } from './conversation-keys.ts';

type Action = 'read' | 'block' | 'unblock' | 'report';

export const conversationAction = ({ id, action, reason }: { id: string; action: Action; reason?: string }) =>
  api<Conversation>(`/conversations/${encodeURIComponent(id)}/${action === 'unblock' ? 'block' : action}`, {
    method: action === 'unblock' ? 'DELETE' : 'POST',
    body: action === 'report' ? { reason: reason || undefined } : undefined,
  });

export function useConversationAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { action: Action; reason?: string }) => conversationAction({ id, ...input }),
    onSuccess: (conversation) => {
      queryClient.setQueryData(conversationKeys.one(id), conversation);
      return refreshConversationSummaries(queryClient);
    },
  });
}
