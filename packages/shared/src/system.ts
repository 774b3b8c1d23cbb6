// The admin's System page (decision 283): the instances, the jobs, the outboxes and each instance's
// figures per minute.
import { z } from 'zod';
import { idParam } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { reconciliationRunSchema } from './reconciliation.ts';

export const instanceSchema = z.object({
  name: z.string(),
  version: z.string(),
  startedAt: z.string(),
  lastSeenAt: z.string(),
  /** Its last readiness check passed. */
  ready: z.boolean(),
  /** Heard from within the last minute. */
  live: z.boolean(),
});
export type Instance = z.infer<typeof instanceSchema>;

export const sampleSchema = z.object({
  instance: z.string(),
  minute: z.string(),
  requests: z.number().int(),
  serverErrors: z.number().int(),
  p95Ms: z.number().int(),
  rssMb: z.number().int(),
});
export type Sample = z.infer<typeof sampleSchema>;

const backlogSchema = z.object({ waiting: z.number().int(), failed: z.number().int() });

export const systemSchema = z.object({
  now: z.string(),
  instances: z.array(instanceSchema),
  jobs: z.object({
    waiting: z.number().int(),
    scheduled: z.number().int(),
    running: z.number().int(),
    failed: z.number().int(),
    oldestDueAt: z.string().nullable(),
  }),
  outbox: z.object({ email: backlogSchema, sms: backlogSchema }),
  /** The last hour, oldest first, every instance. */
  samples: z.array(sampleSchema),
  /** The last reconciliation run (decision 360), null before the first. */
  reconciliation: reconciliationRunSchema.nullable(),
});
export type SystemView = z.infer<typeof systemSchema>;

export const jobStateSchema = z.enum(['failed', 'pending', 'running']);
export type JobState = z.infer<typeof jobStateSchema>;

export const jobSchema = z.object({
  _id: z.string(),
  kind: z.string(),
  status: z.string(),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  lastError: z.string().nullable(),
  runAt: z.string(),
  updatedAt: z.string(),
});
export type Job = z.infer<typeof jobSchema>;

const job = { params: idParam, answer: z.undefined(), status: 204 } as const;

/** The System page's endpoints (decision 466). */
export const systemEndpoints = {
  system: defineEndpoint({ method: 'GET', path: '/admin/system', answer: systemSchema }),
  /** Jobs in one state, failed by default. */
  jobs: defineEndpoint({
    method: 'GET',
    path: '/admin/jobs',
    query: z.object({ status: jobStateSchema.default('failed') }),
    answer: z.array(jobSchema),
    page: true,
  }),
  retryJob: defineEndpoint({ method: 'POST', path: '/admin/jobs/:id/retry', ...job }),
  dropJob: defineEndpoint({ method: 'DELETE', path: '/admin/jobs/:id', ...job }),
};
