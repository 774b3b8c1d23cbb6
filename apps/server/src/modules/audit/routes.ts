// The admin's reading of the audit trail (decision 282): newest first, filtered, paged.
import { auditEndpoints } from '@boibazar/shared/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { sendPage } from '../../lib/pagination.ts';
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
  endpointRoute(
    app,
    auditEndpoints.entries,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        description:
          'Every admin action and every money action: who, what, when and from where; newest first.',
      },
    },
    async (request, reply) => {
      const { limit, cursor, ...filters } = request.query;
      const rows = await listAuditEntries(app.db, filters, { limit, cursor });
      return sendPage(reply, rows, { limit, cursor }, auditCursor, (items) => items.map(entryOf));
    },
  );

  endpointRoute(app, auditEndpoints.actions, { config: { access: 'admin' }, schema: { tags } }, () =>
    listAuditActions(app.db),
  );
};

export { recordAudit };
export default auditRoutes;
