// The first message of an exchange's conversation from the exchange page (either party); later ones go
// through the conversation itself.
import { exchangeEndpoints } from '@boibazar/shared/exchanges';
import { call } from '#app/lib/call-endpoint.ts';

export const messageAboutExchange = (exchangeId: string, text: string) =>
  call(exchangeEndpoints.messages, { params: { id: exchangeId }, body: { text } });
