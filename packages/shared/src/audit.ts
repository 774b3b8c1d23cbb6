import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

/** One entry of the audit trail (decision 282): an admin action or a money action. */
export const auditEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  kind: z.enum(['admin', 'money']),
  /** The route's method and pattern, "PUT /api/seller/verify/:id": a key the web names per language. */
  action: z.string(),
  /** The route's parameters (the id it acted on). */
  target: z.record(z.string(), z.string()),
  actorEmail: z.string().nullable(),
  actorRole: z.string().nullable(),
  status: z.number().int(),
  ip: z.string(),
  instance: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-26');

/** The admin's filters; `from`/`to` are whole days (UTC), both included. */
export const auditFiltersSchema = z.object({
  kind: z.enum(['admin', 'money']).optional(),
  action: z.string().max(200).optional(),
  actor: z.string().trim().toLowerCase().max(254).optional(),
  from: day.optional(),
  to: day.optional(),
});
export type AuditFilters = z.infer<typeof auditFiltersSchema>;

/** The admin's audit trail (decision 496; `auditPaths` is gone). */
export const auditEndpoints = {
  /** Newest first, filtered. */
  entries: defineEndpoint({
    method: 'GET',
    path: '/admin/audit',
    query: auditFiltersSchema,
    answer: z.array(auditEntrySchema),
    page: true,
  }),
  /** The actions the trail holds, for the filter's choices. */
  actions: defineEndpoint({ method: 'GET', path: '/admin/audit/actions', answer: z.array(z.string()) }),
};
