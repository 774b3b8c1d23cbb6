import { paymentPaths, type SandboxConfirm, type SandboxIntent } from '@boibazar/shared/payments';
import { api } from '#app/lib/api-client.ts';

/** The sandbox processor's confirm step; the server checks the card and decides the outcome. */
export const confirmSandboxPayment = (card: SandboxConfirm) => {
  const intentId = card.clientSecret.split('_secret_')[0];
  return api<SandboxIntent>(paymentPaths.confirmSandboxIntent(encodeURIComponent(intentId)), {
    method: 'POST',
    body: card,
  });
};
