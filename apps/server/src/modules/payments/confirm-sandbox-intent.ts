// The sandbox processor's confirm step (what Stripe.js does against Stripe): the server checks the card
// and decides the outcome. A book that was sold meanwhile is refused before the card is charged.
import { timingSafeEqual } from 'node:crypto';
import type { SandboxConfirm, SandboxIntent } from '@boibazar/shared/payments';
import type { Db } from '../../db/database.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { holdUnsoldBook, notForSale, whyTheSaleWasLost } from '../catalogue/index.ts';
import { findOrderRecord } from '../orders/index.ts';
import { topupChargeable } from './topup-payments.ts';
import { chargeCard } from './sandbox-processor.ts';
import { findSandboxIntent, moveSandboxIntent, noteSandboxDecline } from './sandbox-repository.ts';

const sameSecret = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export async function confirmSandboxIntent(
  db: Db,
  intentId: string,
  card: SandboxConfirm,
): Promise<SandboxIntent> {
  const row = await findSandboxIntent(db, intentId);
  if (!row || !sameSecret(row.client_secret, card.clientSecret))
    throw notFound('PAYMENT_NOT_FOUND', 'Payment');
  if (row.status === 'succeeded') throw conflict('ALREADY_PAID', 'This payment has already been completed');
  if (row.status === 'canceled')
    throw conflict('PAYMENT_CANCELLED', 'This payment was cancelled; reload the page');

  try {
    chargeCard(card);
  } catch (error) {
    if (error instanceof AppError) await noteSandboxDecline(db, row.id, error.message);
    throw error;
  }

  await db.transaction().execute(async (trx) => {
    const topup = await topupChargeable(trx, row.id);
    if (topup === 'no')
      throw conflict(
        'NO_LONGER_PAYABLE',
        'This exchange is no longer waiting for its top-up; your card was not charged',
      );
    if (topup === 'not-a-topup' && !(await holdUnsoldBook(trx, row.book_id))) {
      const reason = await whyTheSaleWasLost(trx, row.book_id);
      throw notForSale(reason, `${reason}; your card was not charged`);
    }
    const order = topup === 'yes' ? null : await findOrderRecord(trx, row.booking_id);
    if (topup === 'not-a-topup' && order?.status !== 'open')
      throw conflict('NO_LONGER_PAYABLE', 'This order is no longer open; your card was not charged');
    if (!(await moveSandboxIntent(trx, row.id, 'requires_payment_method', 'succeeded')))
      throw conflict('ALREADY_PAID', 'This payment has already been completed');
  });
  return { id: row.id, status: 'succeeded', amount: Number(row.amount), currency: row.currency };
}
