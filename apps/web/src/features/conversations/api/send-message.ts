import { conversationEndpoints } from '@boibazar/shared/conversations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { refreshConversationSummaries } from './conversation-keys.ts';
import { appendMessages } from './get-messages.ts';

export const sendMessage = ({ id, text }: { id: string; text: string }) =>
  call(conversationEndpoints.send, { params: { id }, body: { text } });

export function useSendMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // One conversation's messages go out one after another, so they are stored in the order typed even
    // when the writer sends the next before the last one's answer is back.
    scope: { id: `send-message:${id}` },
    mutationFn: (text: string) => sendMessage({ id, text }),
    onSuccess: (message) => {
      appendMessages(queryClient, id, [message]);
      return refreshConversationSummaries(queryClient);
    },
  });
}
