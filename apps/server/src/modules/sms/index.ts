// SMS for every module: write it to the outbox in your transaction; delivery through the configured
// provider is this module's job (docs/decisions/211-sms-providers.md).
export { default as smsDelivery } from './delivery-plugin.ts';
export { enqueueSms, type OutgoingSms } from './enqueue-sms.ts';
export { default as smsRoutes } from './routes.ts';
