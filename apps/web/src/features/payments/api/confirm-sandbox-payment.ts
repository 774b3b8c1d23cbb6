import { paymentEndpoints, type SandboxConfirm } from '@boibazar/shared/payments';
import { call } from '#app/lib/call-endpoint.ts';

/** The sandbox processor's confirm step; the server checks the card and decides the outcome. */
export const confirmSandboxPayment = (card: SandboxConfirm) => {
  const intentId = card.clientSecret.split('_secret_')[0];
  return call(paymentEndpoints.confirmSandboxIntent, { params: { id: intentId }, body: card });
};
