// The first message of a deal's conversation from the order page (either side); later ones go through
// the conversation itself.
import type { startedConversationSchema } from '@boibazar/shared/conversations';
import type { z } from 'zod';
import { orderPaths } from '@boibazar/shared/orders';
import { api } from '#app/lib/api-client.ts';

export const messageAboutOrder = (orderId: string, text: string) =>
  api<z.infer<typeof startedConversationSchema>>(orderPaths.messages(encodeURIComponent(orderId)), {
    method: 'POST',
    body: { text },
  });
