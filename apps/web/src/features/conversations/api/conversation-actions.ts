// Marking read, blocking, unblocking and reporting: each answers the conversation as the caller now sees it.
import { conversationEndpoints } from '@boibazar/shared/conversations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { conversationKeys, refreshConversationSummaries } from './conversation-keys.ts';

type Action = 'read' | 'block' | 'unblock' | 'report';

export const conversationAction = ({
  id,
  action,
  reason,
}: {
  id: string;
  action: Action;
  reason?: string;
}) =>
  action === 'report'
    ? call(conversationEndpoints.report, { params: { id }, body: { reason: reason || undefined } })
    : call(conversationEndpoints[action], { params: { id } });

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
