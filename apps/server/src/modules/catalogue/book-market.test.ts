// Every market move of a listing publishes its event from catalogue (decision 486), and only when the move
// happened: a second hold, or putting back a book that was not sold, announces nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBook, createTestApp, createUser, type TestContext } from '../../../test/test-app.ts';
import { inTransaction } from '../../events/index.ts';
import {
  holdBookForOrder,
  markBooksExchanged,
  putBookBackOnSale,
  releaseBookHold,
  releaseExchangeBooks,
  reserveBookForExchange,
  sellBook,
} from './book-market.ts';

describe('market moves', () => {
  let ctx: TestContext;
  const heard: unknown[] = [];
  beforeAll(async () => {
    ctx = await createTestApp();
    for (const type of ['book.held', 'book.back_on_sale', 'book.exchanged', 'book.left_market'] as const)
      ctx.app.events.subscribe(type, async (event) => {
        heard.push(event);
      });
  });
  afterAll(() => ctx.close());

  it('when a book is held, released, sold, put back, reserved, released and exchanged, then each move is announced once', async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const { _id: bookId } = await createBook(ctx, seller);
    const moves = await inTransaction(ctx.db, async (trx) => [
      await holdBookForOrder(trx, bookId, 'order-1'),
      await holdBookForOrder(trx, bookId, 'order-2'),
      await releaseBookHold(trx, bookId, 'order-1'),
      await releaseBookHold(trx, bookId, 'order-1'),
      await sellBook(trx, bookId, 'order-3'),
      await putBookBackOnSale(trx, bookId),
      await putBookBackOnSale(trx, bookId),
      await reserveBookForExchange(trx, bookId),
      await releaseExchangeBooks(trx, [bookId]),
      await releaseExchangeBooks(trx, [bookId]),
      await reserveBookForExchange(trx, bookId),
      await markBooksExchanged(trx, [bookId]),
    ]);
    expect(moves).toEqual([
      true,
      false,
      true,
      false,
      true,
      undefined,
      undefined,
      true,
      undefined,
      undefined,
      true,
      undefined,
    ]);
    expect(heard).toEqual([
      { type: 'book.held', bookId, orderId: 'order-1' },
      { type: 'book.back_on_sale', bookIds: [bookId], cause: 'hold_ended' },
      { type: 'book.left_market', bookIds: [bookId], cause: 'sold', soldTo: 'order-3' },
      { type: 'book.back_on_sale', bookIds: [bookId], cause: 'sale_undone' },
      { type: 'book.left_market', bookIds: [bookId], cause: 'reserved', soldTo: null },
      { type: 'book.back_on_sale', bookIds: [bookId], cause: 'exchange_cancelled' },
      { type: 'book.left_market', bookIds: [bookId], cause: 'reserved', soldTo: null },
      { type: 'book.exchanged', bookIds: [bookId] },
    ]);
  });
});
