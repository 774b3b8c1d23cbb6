import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { languageSchema } from './identity.ts';

export const emailStatusSchema = z.enum(['queued', 'sending', 'sent', 'failed']);
export type EmailStatus = z.infer<typeof emailStatusSchema>;

/** One email of the outbox as the admin's Outbox page shows it (GET /api/admin/outbox). */
export const outboxEmailSchema = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: emailStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** The language it was written in (its recipient's). */
  language: languageSchema,
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

export const outboxQuerySchema = z.object({ status: emailStatusSchema.optional() });

/** The admin's Outbox, newest first (decision 496; `mailPaths` is gone). */
export const mailEndpoints = {
  outbox: defineEndpoint({
    method: 'GET',
    path: '/admin/outbox',
    query: outboxQuerySchema,
    answer: z.array(outboxEmailSchema),
    page: true,
  }),
};
