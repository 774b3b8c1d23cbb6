// The first message of an exchange's conversation from the exchange page (either party); later ones go
// through the conversation itself.
import type { startedConversationSchema } from '@boibazar/shared/conversations';
import type { z } from 'zod';
import { exchangePaths } from '@boibazar/shared/exchanges';
import { api } from '../../../lib/api-client.ts';

export const messageAboutExchange = (exchangeId: string, text: string) =>
  api<z.infer<typeof startedConversationSchema>>(exchangePaths.messages(encodeURIComponent(exchangeId)), {
    method: 'POST',
    body: { text },
  });
