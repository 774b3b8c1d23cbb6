import { conversationPaths } from '@boibazar/shared/paths';
import type { startedConversationSchema } from '@boibazar/shared/conversations';
import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { refreshConversationSummaries } from './conversation-keys.ts';

export const askSeller = (body: { bookId: string; text: string }) =>
  api<z.infer<typeof startedConversationSchema>>(conversationPaths.conversations, { method: 'POST', body });

export function useAskSeller() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: askSeller, onSuccess: () => refreshConversationSummaries(queryClient) });
}
