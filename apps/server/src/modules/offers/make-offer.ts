// A buyer offers a lower price for a book (decision 250): the book and its price come from the database,
// the buyer from the token; the amount is checked against the asking price and OFFER_MIN_PERCENT.
import { OPEN_OFFERS_MAX, whyNotAnOffer } from '@boibazar/shared/offers';
import type { Db } from '../../db/database.ts';
import { inTransaction, publish } from '../../events/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { findListing, notForSale as refuseSale, SOLD, whyNotForSale } from '../catalogue/index.ts';
import type { AuthUser } from '../identity/index.ts';
import { offerEventFields, postCard } from './offer-events.ts';
import {
  countOpenOffersOfBuyer,
  findOffer,
  findOpenOfferOf,
  holdBuyer,
  insertOffer,
} from './offer-repository.ts';
import type { OfferSettings } from './offer-settings.ts';
import { clock } from '../../lib/clock.ts';

const ALREADY_OFFERED = 'You already have an open offer on this book; see it under My Offers';

export async function makeOffer(
  db: Db,
  settings: OfferSettings,
  buyer: AuthUser,
  bookId: string,
  amount: number,
): Promise<string> {
  const book = await findListing(db, bookId);
  if (!book) {
    const reason = await whyNotForSale(db, bookId);
    throw reason ? refuseSale(reason) : notFound('BOOK_NOT_FOUND', 'Book');
  }
  if (book.sellerId === buyer._id) throw forbidden('OWN_BOOK', 'You cannot make an offer on your own book');
  const notForSale = book.isSold
    ? ((await whyNotForSale(db, bookId)) ?? SOLD)
    : await whyNotForSale(db, bookId);
  if (notForSale) throw refuseSale(notForSale);
  const wrongAmount = whyNotAnOffer(amount, book.price, settings.minPercent);
  if (wrongAmount) throw badRequest('OFFER_AMOUNT_INVALID', wrongAmount);
  if (await findOpenOfferOf(db, bookId, buyer._id)) throw conflict('ALREADY_OFFERED', ALREADY_OFFERED);

  const id = newId();
  try {
    await inTransaction(db, async (trx) => {
      // The buyer's row first: their offers are counted one at a time.
      await holdBuyer(trx, buyer._id);
      if ((await countOpenOffersOfBuyer(trx, buyer._id)) >= OPEN_OFFERS_MAX)
        throw conflict(
          'LIMIT_REACHED',
          `You already have ${OPEN_OFFERS_MAX} open offers; wait for their answers or withdraw one first`,
        );
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + settings.expiresMs).toISOString();
      await insertOffer(trx, {
        id,
        book_id: book.id,
        buyer_id: buyer._id,
        seller_id: book.sellerId,
        asking_price: book.price,
        first_amount: amount,
        amount,
        round: 1,
        turn: 'seller',
        status: 'open',
        expires_at: expiresAt,
        order_id: null,
        pay_by: null,
        created_at: nowIso(),
        updated_at: nowIso(),
      });
      const offer = await findOffer(trx, id);
      if (!offer) return;
      await publish(trx, { type: 'offer.made', ...offerEventFields(offer, 'buyer'), expiresAt });
      await postCard(trx, offer, 'buyer', 'made');
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('ALREADY_OFFERED', ALREADY_OFFERED);
    throw error;
  }
  return id;
}
