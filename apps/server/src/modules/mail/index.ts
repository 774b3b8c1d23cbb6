// Email for every module: write it to the outbox in your transaction; delivery is this module's job
// (docs/decisions/052-email-outbox.md).
export { enqueueEmail, type OutgoingEmail } from './enqueue-email.ts';
