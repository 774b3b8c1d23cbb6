// The buyer places an order for cash on delivery (POST /orders/:id/cash-on-delivery): like a sale, ONE
// transaction that takes the book's row first, so across card, bKash, cash on delivery and exchange the
// book goes to one deal (docs/decisions/031-no-double-sale.md, 151-cash-on-delivery.md).
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../events/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, forbidden } from '../../lib/errors.ts';
import { notForSale, sellBook, SOLD_ELSEWHERE, whyTheSaleWasLost } from '../catalogue/index.ts';
import type { AuthUser } from '../identity/index.ts';
import { markOrderCashOnDelivery } from '../orders/index.ts';
import { holdCodStanding } from './cod-repository.ts';
import { payableOrder, whyNoCashOnDelivery } from './payment-methods.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { cancelOpenIntentsOf, findPaymentIntent } from './payment-repository.ts';
import { releaseIntent } from './settle-payment.ts';

export async function placeCodOrder(
  db: Db,
  providers: PaymentProvider[],
  buyer: AuthUser,
  orderId: string,
  codMaxTaka: number,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  const order = await payableOrder(db, buyer, orderId);
  const notAllowed = await whyNoCashOnDelivery(db, buyer, order, codMaxTaka);
  if (notAllowed) throw forbidden('COD_NOT_ALLOWED', notAllowed);

  let released: string[];
  try {
    released = await inTransaction(db, async (trx) => {
      // The book's row first: every sale, booking and deal of one book queues here.
      // Selling it announces `book.left_market`: the book's other orders and their intents close (decision 400).
      if (!(await sellBook(trx, order.bookId, order.id)))
        throw notForSale(await whyTheSaleWasLost(trx, order.bookId));
      // Then the buyer's standing, so their cash-on-delivery orders are counted one at a time.
      await holdCodStanding(trx, buyer._id);
      const stillAllowed = await whyNoCashOnDelivery(trx, buyer, order, codMaxTaka);
      if (stillAllowed) throw forbidden('COD_NOT_ALLOWED', stillAllowed);
      if (!(await markOrderCashOnDelivery(trx, order.id)))
        throw conflict('NO_LONGER_PAYABLE', 'This order is no longer open');
      // The order's own card or bKash attempt is closed with it.
      return cancelOpenIntentsOf(trx, [order.id]);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw notForSale(SOLD_ELSEWHERE);
    throw error;
  }
  for (const id of released) {
    const intent = await findPaymentIntent(db, id);
    const provider = providers.find((p) => p.name === intent?.provider);
    if (provider)
      await releaseIntent(db, provider, id).catch((err: unknown) =>
        log.warn({ err, intentId: id }, 'could not release the intent of a closed order'),
      );
  }
}
