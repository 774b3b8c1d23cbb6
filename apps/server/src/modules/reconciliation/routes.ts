// The admin's reconciliation (decision 360): the runs, newest first, and a run now. Admin routes, so the
// audit trail records a run started by hand (decision 282).
import { reconciliationEndpoints } from '@boibazar/shared/reconciliation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { sendPage } from '../../lib/pagination.ts';
import { createPaymentProvider, startBkash, startBkashPayouts } from '../payments/index.ts';
import { listRuns } from './reconciliation-repository.ts';
import { runReconciliation, toRun, type Providers } from './run-reconciliation.ts';
import { scheduleReconciliation } from './schedule-reconciliation.ts';

const tags = ['admin', 'ledger'];

const reconciliationRoutes: FastifyPluginAsyncZod = async (app) => {
  let connected: Promise<Providers> | undefined;
  // Connected on first use: bKash's sandbox is the one payments started (one per app).
  const providers = () =>
    (connected ??= (async () => ({
      courierSettleWithinMs: app.config.COURIER_SETTLE_WITHIN,
      card: await createPaymentProvider(app.config, app.db),
      bkash: await startBkash(app),
      bkashPayouts: await startBkashPayouts(app),
    }))());
  scheduleReconciliation(app, providers);

  endpointRoute(
    app,
    reconciliationEndpoints.runs,
    {
      config: { access: 'admin' },
      schema: { tags, description: 'The reconciliation runs, newest first, each with its mismatches.' },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await listRuns(app.db, request.query);
      return sendPage(
        reply,
        rows,
        request.query,
        (row) => ({ key: row.started_at, id: row.id }),
        (items) => items.map(toRun),
      );
    },
  );

  endpointRoute(
    app,
    reconciliationEndpoints.run,
    {
      config: { access: 'admin' },
      schema: { tags, description: 'Runs the reconciliation now and answers its result.' },
    },
    async () => runReconciliation(app.db, await providers(), 'admin'),
  );
};

export default reconciliationRoutes;
