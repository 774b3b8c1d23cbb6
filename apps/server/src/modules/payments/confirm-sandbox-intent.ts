// The sandbox processor's confirm step (what Stripe.js does against Stripe): the server checks the card
// and decides the outcome. A book that was sold meanwhile is refused before the card is charged.
import { timingSafeEqual } from 'node:crypto';
import type { SandboxConfirm, SandboxIntent } from '@boibazar/shared/payments';
import type { Db } from '../../db/database.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { nowIso } from '../../lib/ids.ts';
import { holdUnsoldBook } from '../catalogue/mark-book-sold.ts';
import { whyTheSaleWasLost } from '../catalogue/why-not-for-sale.ts';
import { findOrder } from '../orders/order-repository.ts';
import { chargeCard, findSandboxIntent } from './sandbox-processor.ts';

const sameSecret = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export async function confirmSandboxIntent(
  db: Db,
  intentId: string,
  card: SandboxConfirm,
): Promise<SandboxIntent> {
  const row = await findSandboxIntent(db, intentId);
  if (!row || !sameSecret(row.client_secret, card.clientSecret)) throw notFound('Payment');
  if (row.status === 'succeeded') throw conflict('This payment has already been completed');
  if (row.status === 'canceled') throw conflict('This payment was cancelled; reload the page');

  try {
    chargeCard(card);
  } catch (error) {
    if (error instanceof AppError)
      await db
        .updateTable('sandbox_intents')
        .set({ last_error: error.message, updated_at: nowIso() })
        .where('id', '=', row.id)
        .execute();
    throw error;
  }

  await db.transaction().execute(async (trx) => {
    if (!(await holdUnsoldBook(trx, row.book_id)))
      throw conflict(`${await whyTheSaleWasLost(trx, row.book_id)}; your card was not charged`);
    const order = await findOrder(trx, row.booking_id);
    if (order?.status !== 'open') throw conflict('This order is no longer open; your card was not charged');
    const result = await trx
      .updateTable('sandbox_intents')
      .set({ status: 'succeeded', last_error: null, updated_at: nowIso() })
      .where('id', '=', row.id)
      .where('status', '=', 'requires_payment_method')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw conflict('This payment has already been completed');
  });
  return { id: row.id, status: 'succeeded', amount: Number(row.amount), currency: row.currency };
}
