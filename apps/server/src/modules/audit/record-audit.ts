// Writes the audit trail from the routes' own declarations (decision 282): every change the admin makes
// through an admin route or a route declaring `config.audit: 'admin'` (any outcome, refusals included), and every route declaring
// `config.audit: 'money'` that succeeded. Written in onSend, before the answer leaves: the entry is
// stored by the time the caller hears the action happened.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { insertAuditEntry, type NewAuditEntry } from './audit-repository.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'money': this route moves money (pays, refunds, collects, releases); its successes are audited.
     * 'admin': the admin's changes through this shared route are audited as admin actions.
     */
    audit?: 'money' | 'admin';
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

function entryOf(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): NewAuditEntry | null {
  const config = request.routeOptions.config;
  const user = request.user ?? null;
  const status = reply.statusCode;
  // The admin's routes, and shared routes that declare the admin's use of them an admin action (deleting
  // a book goes through the seller's own route); never the admin's own housekeeping (language, tickets).
  const admin =
    !READS.has(request.method) &&
    user?.role === 'Admin' &&
    (config?.access === 'admin' || config?.audit === 'admin');
  const money = config?.audit === 'money' && status < 400;
  if (!admin && !money) return null;
  const params = (request.params ?? {}) as Record<string, unknown>;
  const target = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));
  return {
    kind: admin ? 'admin' : 'money',
    action: `${request.method} ${request.routeOptions.url ?? request.url}`,
    target: Object.keys(target).length > 0 ? JSON.stringify(target) : null,
    actor_id: user?._id ?? null,
    actor_email: user?.email ?? null,
    actor_role: user?.role ?? null,
    status,
    ip: request.ip,
    instance: app.config.instanceName,
  };
}

export default fp(
  async function recordAudit(app: FastifyInstance) {
    // A callback hook, not an async one: no promise on the answers that record nothing (decision 500).
    app.addHook('onSend', (request, reply, payload, done) => {
      const entry = entryOf(app, request, reply);
      if (!entry) {
        done(null, payload);
        return;
      }
      insertAuditEntry(app.db, entry).then(
        () => done(null, payload),
        (error: unknown) => {
          // The action itself has committed; losing its entry is logged loudly rather than hiding the outcome.
          request.log.error({ err: error, audit: entry }, 'could not write the audit entry');
          done(null, payload);
        },
      );
    });
  },
  { name: 'audit-trail' },
);
