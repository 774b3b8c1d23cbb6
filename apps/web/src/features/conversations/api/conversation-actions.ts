// Marking read, blocking, unblocking and reporting: each answers the conversation as the caller now sees it.
import type { Conversation } from '@boibazar/shared/conversations';
import { conversationPaths } from '@boibazar/shared/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { conversationKeys, refreshConversationSummaries } from './conversation-keys.ts';

type Action = 'read' | 'block' | 'unblock' | 'report';

const actionPath = {
  read: conversationPaths.read,
  block: conversationPaths.block,
  unblock: conversationPaths.block,
  report: conversationPaths.report,
};

export const conversationAction = ({ id, action, reason }: { id: string; action: Action; reason?: string }) =>
  api<Conversation>(actionPath[action](encodeURIComponent(id)), {
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
