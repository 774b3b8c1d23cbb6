import { conversationEndpoints } from '@boibazar/shared/conversations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { refreshConversationSummaries } from './conversation-keys.ts';

export const askSeller = (body: { bookId: string; text: string }) =>
  call(conversationEndpoints.askSeller, { body });

export function useAskSeller() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: askSeller, onSuccess: () => refreshConversationSummaries(queryClient) });
}
