// Booking a book (spec §2 booking modal): the buyer comes from the token, name and price from the database.
import type { NewBooking } from '@boibazar/shared/orders';
import type { Db } from '../../db/database.ts';
import { inGroupedTransaction, publish } from '../../events/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { findListing, holdBookForSale, notForSale, SOLD, whyNotForSale } from '../catalogue/index.ts';
import { findOwnAddress, markAddressUsed, quoteDelivery, type CourierProvider } from '../delivery/index.ts';
import type { AuthUser } from '../identity/index.ts';
import { insertOrder, insertOrderEvents } from './order-repository.ts';

declare module '../../events/index.ts' {
  interface DomainEvents {
    /** A buyer booked a book (the seller hears of it). */
    'order.booked': {
      orderId: string;
      buyerId: string;
      buyerName: string;
      sellerId: string;
      bookId: string;
      bookName: string;
      price: number;
    };
  }
}

const ALREADY_BOOKED = 'You have already booked this book; find it in My Orders';

/**
 * Home delivery (decision 310): the fee is the server's quote for this book and address, and the address is
 * copied onto the order. Meet-up (or no choice) stores nothing and books as before.
 */
async function chooseDelivery(
  db: Db,
  courier: CourierProvider | null,
  buyer: AuthUser,
  input: Pick<NewBooking, 'productId' | 'delivery' | 'addressId'>,
) {
  if (input.delivery !== 'home') return null;
  if (!input.addressId) throw badRequest('ADDRESS_REQUIRED', 'Choose the address to deliver to');
  const quote = await quoteDelivery(db, courier, buyer._id, input.productId, input.addressId);
  const address = (await findOwnAddress(db, buyer._id, input.addressId))!;
  const { name, phone, district, thana, area, line } = address;
  return {
    addressId: input.addressId,
    columns: {
      delivery_method: 'home' as const,
      delivery_fee: quote.fee,
      delivery_address: JSON.stringify({ name, phone, district, thana, area, line }),
    },
  };
}

/**
 * Why `bookId` cannot be booked by `buyer`, read only after the hold failed (decision 492): the words and
 * codes of every refusal, in the order they were always checked (missing, own book, sold or withdrawn,
 * held for an accepted offer).
 */
async function refusal(db: Db, buyer: AuthUser, bookId: string) {
  const book = await findListing(db, bookId);
  if (!book) {
    const reason = await whyNotForSale(db, bookId);
    return reason ? notForSale(reason) : notFound('BOOK_NOT_FOUND', 'Book');
  }
  if (book.sellerId === buyer._id) return forbidden('OWN_BOOK', 'You cannot book your own book');
  return notForSale((await whyNotForSale(db, book.id)) ?? SOLD);
}

/**
 * One transaction of four statements on the way to yes (decision 492): the hold (one conditional update
 * that takes the book's row and answers with the listing), the order, its timeline row, the event's outbox
 * row. A second open booking of the same book by the same buyer is refused by the database's unique index.
 */
export async function bookOrder(
  db: Db,
  buyer: AuthUser,
  input: Pick<NewBooking, 'productId' | 'phone' | 'location' | 'delivery' | 'addressId'>,
  courier: CourierProvider | null = null,
): Promise<string> {
  const delivery = await chooseDelivery(db, courier, buyer, input);
  const id = newId();
  const now = nowIso();
  try {
    // Committed with the bookings asked for at the same moment (decision 503); run again alone if one fails.
    await inGroupedTransaction(db, async (trx) => {
      // Holding the book's row makes a concurrent sale wait for this booking, and then close it.
      const book = await holdBookForSale(trx, input.productId, buyer._id);
      if (!book) throw await refusal(trx, buyer, input.productId);
      await insertOrder(trx, {
        id,
        book_id: book.id,
        buyer_id: buyer._id,
        buyer_name: buyer.name,
        email: buyer.email,
        book_name: book.title,
        price: book.price,
        phone: input.phone ?? '',
        location: input.location ?? '',
        photo: book.photo,
        status: 'open',
        created_at: now,
        updated_at: now,
        ...delivery?.columns,
      });
      if (delivery) await markAddressUsed(trx, buyer._id, delivery.addressId);
      await insertOrderEvents(trx, [
        {
          bookingId: id,
          type: 'booked',
          from: null,
          to: 'open',
          actorRole: 'buyer',
          actorId: buyer._id,
          at: now,
        },
      ]);
      await publish(trx, {
        type: 'order.booked',
        orderId: id,
        buyerId: buyer._id,
        buyerName: buyer.name,
        sellerId: book.sellerId,
        bookId: book.id,
        bookName: book.title,
        price: book.price,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('ALREADY_BOOKED', ALREADY_BOOKED);
    throw error;
  }
  return id;
}
