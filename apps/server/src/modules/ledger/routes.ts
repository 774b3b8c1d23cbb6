// The ledger's answers: a member's balance and statement (paged, or a CSV file) and the admin's summary.
import {
  balanceSchema,
  ledgerPaths,
  ledgerSummarySchema,
  statementLineSchema,
  statementRangeSchema,
  type StatementLine,
} from '@boibazar/shared/ledger';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuery, sendPage } from '../../lib/pagination.ts';
import { currentUser } from '../../plugins/auth.ts';
import { getBalance } from './get-balance.ts';
import { getLedgerSummary } from './get-ledger-summary.ts';
import { statementCursor, statementPage, type StatementRow } from './ledger-repository.ts';
import { useFeeRule } from './platform-fee.ts';
import { csvFileName, statementCsv } from './statement-csv.ts';
import { subscribeToMoneyEvents } from './subscribers.ts';

const tags = ['ledger'];

const toLine = (row: StatementRow): StatementLine => ({
  _id: row.transactionId,
  at: row.at,
  kind: row.kind as StatementLine['kind'],
  dealKind: row.dealKind as StatementLine['dealKind'],
  dealId: row.dealId,
  memo: row.memo,
  amount: row.amount,
  fee: row.fee,
  balanceAfter: row.balanceAfter,
});

const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  useFeeRule(app.db, app.config.platformFee);
  subscribeToMoneyEvents(app);

  app.get(
    ledgerPaths.balance,
    {
      config: { access: 'signedIn' },
      schema: { tags, response: { 200: balanceSchema } },
    },
    async (request) => getBalance(app.db, currentUser(request)._id),
  );

  app.get(
    ledgerPaths.statement,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        description:
          'Every change of the caller’s available balance, newest first; `from` and `to` are whole UTC days.',
        querystring: pageQuery.extend(statementRangeSchema.shape).superRefine((q, ctx) => {
          if (q.from && q.to && q.from > q.to)
            ctx.addIssue({ code: 'custom', path: ['from'], message: 'from must not be after to' });
        }),
        response: { 200: z.array(statementLineSchema) },
      },
    },
    async (request, reply) => {
      const rows = await statementPage(app.db, currentUser(request)._id, request.query, request.query);
      return sendPage(reply, rows, request.query, statementCursor, (items) => items.map(toLine));
    },
  );

  app.get(
    ledgerPaths.statementCsv,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        description: 'The statement of a range of days as a CSV file (text/csv).',
        querystring: statementRangeSchema,
      },
    },
    async (request, reply) => {
      const csv = await statementCsv(app.db, currentUser(request)._id, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csvFileName(request.query)}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    ledgerPaths.adminSummary,
    {
      config: { access: 'admin' },
      schema: { tags: ['admin', ...tags], response: { 200: ledgerSummarySchema } },
    },
    async () => getLedgerSummary(app.db),
  );
};

export default ledgerRoutes;
