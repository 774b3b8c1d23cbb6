// What other modules may use of payments.
export { createPaymentProvider } from './choose-payment-provider.ts';
export type { PaymentProvider } from './payment-provider.ts';
export { paidOrdersPerDay, paidRevenue } from './payment-repository.ts';
export { default as paymentsRoutes } from './routes.ts';
export {
  openBkashTopup,
  openTopupIntent,
  releaseTopup,
  SEND_TOPUP_REFUND_JOB,
  sendTopupRefund,
  settleTopup,
} from './topup-payments.ts';
export { findPaidTopup } from './topup-repository.ts';
export { startBkash, startBkashPayouts } from './bkash-plugin.ts';
export type { BkashPayouts, PayoutOutcome } from './bkash-payouts.ts';
