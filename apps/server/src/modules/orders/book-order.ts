// Booking a book (spec §2 booking modal): the buyer comes from the token, name and price from the database.
import type { NewBooking } from '@boibazar/shared/orders';
import type { Db } from '../../db/database.ts';
import { inTransaction, publish } from '../../events/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { findListing, holdUnsoldBook, notForSale, SOLD, whyNotForSale } from '../catalogue/index.ts';
import { findOwnAddress, markAddressUsed, quoteDelivery, type CourierProvider } from '../delivery/index.ts';
import type { AuthUser } from '../identity/index.ts';
import { findOpenOrder, insertOrder, insertOrderEvents } from './order-repository.ts';

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

export async function bookOrder(
  db: Db,
  buyer: AuthUser,
  input: Pick<NewBooking, 'productId' | 'phone' | 'location' | 'delivery' | 'addressId'>,
  courier: CourierProvider | null = null,
): Promise<string> {
  const delivery = await chooseDelivery(db, courier, buyer, input);
  const book = await findListing(db, input.productId);
  if (!book) {
    const reason = await whyNotForSale(db, input.productId);
    throw reason ? notForSale(reason) : notFound('BOOK_NOT_FOUND', 'Book');
  }
  if (book.sellerId === buyer._id) throw forbidden('OWN_BOOK', 'You cannot book your own book');
  if (book.isSold) throw notForSale((await whyNotForSale(db, book.id)) ?? SOLD);
  // Reserved for a buyer whose offer was accepted (decision 250).
  const held = await whyNotForSale(db, book.id);
  if (held) throw notForSale(held);
  if (await findOpenOrder(db, book.id, buyer._id)) throw conflict('ALREADY_BOOKED', ALREADY_BOOKED);

  const id = newId();
  const now = nowIso();
  try {
    await inTransaction(db, async (trx) => {
      // Holding the book's row makes a concurrent sale wait for this booking, and then close it.
      if (!(await holdUnsoldBook(trx, book.id)))
        throw notForSale((await whyNotForSale(trx, book.id)) ?? SOLD);
      const heldNow = await whyNotForSale(trx, book.id);
      if (heldNow) throw notForSale(heldNow);
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
