// Durable jobs and timers for every module (docs/decisions/050-jobs-runner.md). Schedule with a
// database or transaction; register handlers per app with app.jobs.register (plugins/jobs.ts).
export { scheduleJob, cancelJob, rescheduleJob, type JobSpec } from './schedule.ts';
export type { JobContext, JobHandler, HandlerOptions, JobRunner } from './runner.ts';
