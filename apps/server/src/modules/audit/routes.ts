// The admin's reading of the audit trail (decision 282): newest first, filtered, paged.
import { auditEntrySchema, auditFiltersSchema, auditPaths } from '@boibazar/shared/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuery, sendPage } from '../../lib/pagination.ts';
import { auditCursor, listAuditActions, listAuditEntries, type AuditRow } from './audit-repository.ts';
import recordAudit from './record-audit.ts';

const tags = ['admin'];

const entryOf = (row: AuditRow) => ({
  _id: row.id,
  at: row.at,
  kind: row.kind,
  action: row.action,
  target: row.target ? (JSON.parse(row.target) as Record<string, string>) : {},
  actorEmail: row.actor_email,
  actorRole: row.actor_role,
  status: row.status,
  ip: row.ip,
  instance: row.instance,
});

const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    auditPaths.audit,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        description:
          'Every admin action and every money action: who, what, when and from where; newest first.',
        querystring: pageQuery.extend(auditFiltersSchema.shape),
        response: { 200: z.array(auditEntrySchema) },
      },
    },
    async (request, reply) => {
      const { limit, cursor, ...filters } = request.query;
      const rows = await listAuditEntries(app.db, filters, { limit, cursor });
      return sendPage(reply, rows, { limit, cursor }, auditCursor, (items) => items.map(entryOf));
    },
  );

  app.get(
    auditPaths.actions,
    { config: { access: 'admin' }, schema: { tags, response: { 200: z.array(z.string()) } } },
    async () => listAuditActions(app.db),
  );
};

export { recordAudit };
export default auditRoutes;
