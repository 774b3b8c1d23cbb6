// Payments' reaction to a book sold elsewhere (decision 400): catalogue announces the sale, orders cancels
// the book's other open orders (`order.cancelled`, cause `sold_elsewhere`), and here their open card or
// bKash intents are cancelled in the same transaction and released at the provider after it commits.
import type { FastifyInstance } from 'fastify';
import type { PaymentProvider } from './payment-provider.ts';
import { cancelOpenIntentsOf, findPaymentIntent } from './payment-repository.ts';
import { releaseIntent } from './settle-payment.ts';

export function releaseClosedIntents(app: FastifyInstance, providers: PaymentProvider[]): void {
  app.events.subscribe('order.cancelled', async ({ orderId, cause }, { db, afterCommit }) => {
    if (cause !== 'sold_elsewhere') return;
    const intentIds = await cancelOpenIntentsOf(db, [orderId]);
    for (const intentId of intentIds)
      afterCommit(async () => {
        const intent = await findPaymentIntent(app.db, intentId);
        const provider = providers.find((p) => p.name === intent?.provider) ?? providers[0];
        if (!provider) return;
        await releaseIntent(app.db, provider, intentId).catch((err: unknown) =>
          app.log.warn({ err, intentId }, 'could not release the intent of a closed order'),
        );
      });
  });
}
