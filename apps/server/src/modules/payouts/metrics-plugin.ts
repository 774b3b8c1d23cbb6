// Payouts by method and outcome, for /metrics (decision 280, issue 31): how many and how many Taka, from the
// database, the same whichever instance is scraped.
import type { FastifyInstance } from 'fastify';
import { countPayoutOutcomes } from './payout-repository.ts';

export function payoutMetrics(app: FastifyInstance): void {
  const outcomes = () => countPayoutOutcomes(app.db);
  app.metrics.gauge({
    name: 'boibazar_payouts',
    help: 'Payouts to sellers by method (bkash, bank) and status',
    labelNames: ['method', 'status'],
    read: async () =>
      (await outcomes()).map(({ method, status, n }) => ({ labels: { method, status }, value: n })),
  });
  app.metrics.gauge({
    name: 'boibazar_payouts_taka',
    help: 'Taka of payouts to sellers by method (bkash, bank) and status',
    labelNames: ['method', 'status'],
    read: async () =>
      (await outcomes()).map(({ method, status, taka }) => ({ labels: { method, status }, value: taka })),
  });
}
