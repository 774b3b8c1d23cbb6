// Payments, exchange top-ups and refunds by provider and outcome, for /metrics (decision 280): the
// database's figures, the same whichever instance is scraped.
import type { FastifyInstance } from 'fastify';
import { countPaymentOutcomes } from './payment-repository.ts';

export function paymentMetrics(app: FastifyInstance): void {
  app.metrics.gauge({
    name: 'boibazar_payments',
    help: 'Payments of orders and of exchange top-ups, and refunds, by provider and outcome',
    labelNames: ['kind', 'provider', 'status'],
    read: async () =>
      (await countPaymentOutcomes(app.db)).map(({ kind, provider, status, n }) => ({
        labels: { kind, provider, status },
        value: n,
      })),
  });
}
