// Refunds after a sale (docs/decisions/122-refunds.md): owed in the same transaction as the order's
// change (declined, expired, refunded after a dispute), then sent to the provider by a job. Idempotent at
// every step and never more than the buyer paid.
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../events/index.ts';
import { scheduleJob } from '../../jobs/index.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { recordOrderNote } from '../orders/index.ts';
import { COD_PROVIDER } from './cod-plugin.ts';
import { toMinorUnits, type PaymentProvider } from './payment-provider.ts';
import {
  findPaymentOfOrder,
  findRefundOfOrder,
  insertRefund,
  markRefundSucceeded,
  noteRefundFailure,
} from './payment-repository.ts';

export const SEND_REFUND_JOB = 'payments.send-refund';

/** Records that `amount` Taka of this order's payment is owed back, once, and arms the job that sends it. */
export async function owePaymentBack(
  trx: Db,
  input: { orderId: string; amount: number; reason: string },
): Promise<void> {
  const payment = await findPaymentOfOrder(trx, input.orderId);
  if (!payment) throw conflict('NOTHING_TO_REFUND', 'This order has no payment to refund');
  const paid = Number(payment.price);
  if (!Number.isInteger(input.amount) || input.amount <= 0 || input.amount > paid)
    throw badRequest('REFUND_TOO_LARGE', `The refund cannot exceed the ${paid} Taka the buyer paid`);
  if (await findRefundOfOrder(trx, input.orderId))
    throw conflict('ALREADY_REFUNDED', 'This order has already been refunded');
  const now = nowIso();
  await insertRefund(trx, {
    id: newId(),
    booking_id: input.orderId,
    intent_id: payment.transaction_id,
    provider: payment.provider,
    amount: input.amount,
    status: 'pending',
    reason: input.reason,
    created_at: now,
    updated_at: now,
  });
  // Cash paid at the door has no provider to give it back: the admin sends it by hand and records it
  // (`refundSentByHand`, decision 416). Card and bKash refunds are sent by the job.
  if (payment.provider !== COD_PROVIDER)
    await scheduleJob(trx, {
      kind: SEND_REFUND_JOB,
      key: input.orderId,
      payload: { orderId: input.orderId },
    });
}

/**
 * The admin sent a cash-on-delivery refund by hand (bKash, bank) and records it with the transfer's reference:
 * one conditional update, so a second click is told it is done.
 */
export async function refundSentByHand(db: Db, orderId: string, reference: string): Promise<void> {
  const refund = await findRefundOfOrder(db, orderId);
  if (!refund) throw notFound('REFUND_NOT_FOUND', 'Refund');
  if (refund.provider !== COD_PROVIDER)
    throw conflict('REFUND_NOT_BY_HAND', 'This refund goes back through the payment provider, not by hand');
  await inTransaction(db, async (trx) => {
    if (!(await markRefundSucceeded(trx, refund.id)))
      throw conflict('ALREADY_REFUNDED', 'This refund is already sent');
    // The reference shows on the order's timeline where a reason would.
    await recordOrderNote(trx, orderId, 'refund_sent_by_hand', { amount: refund.amount, reason: reference });
  });
}

/**
 * Sends an owed refund to the provider. The provider's idempotency key is the refund's id, so a retry
 * after a crash between the provider's answer and our write refunds once.
 */
export async function sendRefund(
  db: Db,
  providers: PaymentProvider[],
  orderId: string,
): Promise<'sent' | 'already'> {
  const refund = await findRefundOfOrder(db, orderId);
  if (!refund) throw conflict('NOTHING_TO_REFUND', 'No refund is owed for this order');
  if (refund.status === 'succeeded') return 'already';
  // The provider that took the money gives it back (a card processor, or bKash).
  const provider = providers.find((p) => p.name === refund.provider);
  if (!provider) throw new Error(`No payment provider ${refund.provider} is configured to send this refund`);
  try {
    await provider.refund(refund.intent_id, {
      amount: toMinorUnits(refund.amount),
      idempotencyKey: `refund-${refund.id}`,
    });
  } catch (error) {
    await noteRefundFailure(db, refund.id, error instanceof Error ? error.message : String(error));
    throw error;
  }
  await inTransaction(db, async (trx) => {
    if (await markRefundSucceeded(trx, refund.id))
      await recordOrderNote(trx, orderId, 'refund_sent', { amount: refund.amount });
  });
  return 'sent';
}
