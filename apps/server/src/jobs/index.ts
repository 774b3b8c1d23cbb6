// Durable jobs and timers for every module (docs/decisions/050-jobs-runner.md). Schedule with a
// database or transaction; register handlers per app with app.jobs.register (plugins/jobs.ts).
export { scheduleJob, scheduleJobs, cancelJob, rescheduleJob, type JobSpec } from './schedule.ts';
export type { JobContext, JobHandler, HandlerOptions, JobRunner } from './runner.ts';
// The admin's view of the machinery (the System page, decision 283).
export {
  countJobStates,
  findJob,
  dropFailedJob,
  listJobsByStatus,
  retryFailedJob,
  type JobRow,
  type JobStates,
} from './job-repository.ts';
