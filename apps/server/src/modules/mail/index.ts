// Email for every module: write it to the outbox in your transaction; delivery is this module's job
// (docs/decisions/052-email-outbox.md).
export { default as mailDelivery } from './delivery-plugin.ts';
export { enqueueEmail, enqueueEmails, type OutgoingEmail } from './enqueue-email.ts';
export { default as mailRoutes } from './routes.ts';
