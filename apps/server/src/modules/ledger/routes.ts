// The ledger's answers: a member's balance and statement (paged, or a CSV file) and the admin's summary.
import {
  ledgerEndpoints,
  ledgerPaths,
  statementRangeSchema,
  type LedgerAccount,
  type LedgerAccountClass,
  type LedgerTransaction,
  type StatementLine,
} from '@boibazar/shared/ledger';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { sendPage } from '../../lib/pagination.ts';
import { currentUser } from '../../plugins/auth.ts';
import { getBalance } from './get-balance.ts';
import { getFeeRevenue } from './get-fee-revenue.ts';
import { getHeldDeals } from './get-held-deals.ts';
import { getLedgerSummary } from './get-ledger-summary.ts';
import {
  accountsPage,
  statementCursor,
  statementPage,
  transactionsPage,
  type StatementRow,
  type TransactionRow,
} from './ledger-repository.ts';
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

const toTransaction = (row: TransactionRow): LedgerTransaction => ({
  _id: row.id,
  at: row.at,
  kind: row.kind as LedgerTransaction['kind'],
  dealKind: row.dealKind as LedgerTransaction['dealKind'],
  dealId: row.dealId,
  memo: row.memo,
  entries: row.entries.map((e) => ({ ...e, class: e.class as LedgerAccountClass })),
});

const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  useFeeRule(app.db, app.config.platformFee);
  subscribeToMoneyEvents(app);

  endpointRoute(
    app,
    ledgerEndpoints.feeRule,
    {
      config: { access: 'public' },
      schema: {
        tags,
        description:
          'BoiBazar’s fee rule (PLATFORM_FEE_PERCENT in hundredths of a percent, PLATFORM_FEE_MIN_TAKA), to show a seller what BoiBazar keeps before they list.',
      },
    },
    async () => app.config.platformFee,
  );

  endpointRoute(
    app,
    ledgerEndpoints.balance,
    { config: { access: 'signedIn' }, schema: { tags } },
    async (request) => getBalance(app.db, currentUser(request)._id),
  );

  endpointRoute(
    app,
    ledgerEndpoints.heldDeals,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        description:
          'The caller’s deals whose money is held, oldest first: what each holds, the fee, what the caller receives, and when it releases (null while it waits on a handover, a dispute or receipts).',
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getHeldDeals(app.db, currentUser(request)._id);
    },
  );

  endpointRoute(
    app,
    ledgerEndpoints.statement,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        description:
          'Every change of the caller’s available balance, newest first; `from` and `to` are whole UTC days.',
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

  endpointRoute(
    app,
    ledgerEndpoints.adminSummary,
    { config: { access: 'admin' }, schema: { tags: ['admin', ...tags] } },
    async () => getLedgerSummary(app.db),
  );

  endpointRoute(
    app,
    ledgerEndpoints.adminFeeRevenue,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', ...tags],
        description:
          'BoiBazar’s fee revenue by UTC day: the last `days` days (1–366, default 30), today last.',
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getFeeRevenue(app.db, request.query.days);
    },
  );

  endpointRoute(
    app,
    ledgerEndpoints.adminAccounts,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', ...tags],
        description: 'Every ledger account (of one class), newest first, with its balance.',
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await accountsPage(app.db, request.query, request.query);
      return sendPage(
        reply,
        rows,
        request.query,
        (row) => ({ key: row.createdAt, id: row.id }),
        (items) =>
          items.map((row): LedgerAccount => ({
            _id: row.id,
            class: row.class as LedgerAccount['class'],
            owner: row.owner,
            ownerName: row.ownerName,
            balance: row.balance,
            createdAt: row.createdAt,
          })),
      );
    },
  );

  endpointRoute(
    app,
    ledgerEndpoints.adminTransactions,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', ...tags],
        description:
          'Ledger transactions with their entries, newest first; filters: kind, deal kind, deal id, whole UTC days.',
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await transactionsPage(app.db, request.query, request.query);
      return sendPage(
        reply,
        rows,
        request.query,
        (row) => ({ key: row.at, id: row.id }),
        (items) => items.map(toTransaction),
      );
    },
  );
};

export default ledgerRoutes;
