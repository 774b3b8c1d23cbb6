// Payments' reactions to the order's refunding changes, and the job that sends a refund to the provider.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { owePaymentBack, SEND_REFUND_JOB, sendRefund } from './refund-order.ts';
import { SEND_TOPUP_REFUND_JOB, sendTopupRefund } from './topup-payments.ts';
import type { PaymentProvider } from './payment-provider.ts';

export async function refundsPlugin(app: FastifyInstance, providers: PaymentProvider[]): Promise<void> {
  app.events.subscribe('order.declined', ({ orderId, refundAmount }, { db }) =>
    owePaymentBack(db, { orderId, amount: refundAmount, reason: 'declined by the seller' }),
  );
  app.events.subscribe('order.expired', ({ orderId, refundAmount }, { db }) =>
    owePaymentBack(db, { orderId, amount: refundAmount, reason: 'not handed over in time' }),
  );
  app.events.subscribe('order.refunded', ({ orderId, refundAmount }, { db }) =>
    owePaymentBack(db, { orderId, amount: refundAmount, reason: 'dispute resolved by the admin' }),
  );
  app.jobs.register(
    SEND_TOPUP_REFUND_JOB,
    async ({ db, payload }) => {
      // By card or by bKash (decision 420): the top-up's own provider refunds it.
      await sendTopupRefund(db, providers, z.object({ exchangeId: z.string() }).parse(payload).exchangeId);
    },
    { mode: 'external' },
  );
  app.jobs.register(
    SEND_REFUND_JOB,
    async ({ db, payload }) => {
      await sendRefund(db, providers, z.object({ orderId: z.string() }).parse(payload).orderId);
    },
    { mode: 'external' },
  );
}
