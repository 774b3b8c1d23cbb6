// The first message of a deal's conversation from the order page (either side); later ones go through
// the conversation itself.
import { orderEndpoints } from '@boibazar/shared/orders';
import { call } from '#app/lib/call-endpoint.ts';

export const messageAboutOrder = (orderId: string, text: string) =>
  call(orderEndpoints.message, { params: { id: orderId }, body: { text } });
