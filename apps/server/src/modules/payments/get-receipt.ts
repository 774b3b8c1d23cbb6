import type { Receipt } from '@boibazar/shared/payments';
import type { Db } from '../../db/database.ts';
import { conflict } from '../../lib/errors.ts';
import type { AuthUser } from '../identity/index.ts';
import { getOrderRecordOfBuyer } from '../orders/index.ts';
import { findPaymentOfOrder } from './payment-repository.ts';

/** The receipt of the buyer's own paid order; an unpaid order has none yet (409). */
export async function getReceipt(db: Db, buyer: AuthUser, orderId: string): Promise<Receipt> {
  const order = await getOrderRecordOfBuyer(db, buyer, orderId);
  const payment = await findPaymentOfOrder(db, order.id);
  if (!payment) throw conflict('NOT_PAID', 'This order is not paid yet');
  return {
    orderId: order.id,
    productId: order.bookId,
    bookName: order.title,
    amount: Number(payment.price),
    currency: 'BDT',
    method: payment.provider === 'bkash' ? 'bkash' : payment.provider === 'cod' ? 'cash_on_delivery' : 'card',
    provider: payment.provider,
    transactionId: payment.transaction_id,
    paidAt: payment.created_at,
  };
}
