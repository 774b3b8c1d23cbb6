// The courier's fee for sending a book to one of the buyer's addresses (decision 310), shown before paying.
import type { DeliveryQuote } from '@boibazar/shared/delivery';
import type { Db } from '../../db/database.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { findListing } from '../catalogue/index.ts';
import { CourierError, type CourierProvider } from './courier-provider.ts';
import { findOwnAddress } from './address-repository.ts';
import { DEFAULT_WEIGHT_KG, districtOf } from './delivery-fee.ts';
import { knownPickupStore } from './pickup-store.ts';

export const courierUnavailable = () =>
  new AppError('COURIER_UNAVAILABLE', 'Delivery by courier is not available right now');

export async function quoteDelivery(
  db: Db,
  courier: CourierProvider | null,
  userId: string,
  bookId: string,
  addressId: string,
): Promise<DeliveryQuote> {
  if (!courier) throw courierUnavailable();
  const book = await findListing(db, bookId);
  if (!book) throw notFound('BOOK_NOT_FOUND', 'Book');
  if (!book.sendsByCourier)
    throw badRequest('COURIER_NOT_OFFERED', 'This book is not sent by courier; choose meet-up');
  const address = await findOwnAddress(db, userId, addressId);
  if (!address) throw notFound('ADDRESS_NOT_FOUND', 'Address');
  const from = districtOf(book.location);
  if (!from) throw badRequest('COURIER_NOT_OFFERED', "The seller's district is not known; choose meet-up");
  const weightKg = DEFAULT_WEIGHT_KG;
  let priced;
  try {
    priced = await courier.quote({
      fromDistrict: from,
      toDistrict: address.district,
      toArea: address.thana,
      weightKg,
      // Priced from the seller's own pickup store once they have one (decision 475).
      storeId: await knownPickupStore(db, courier, book.sellerId, book.location),
    });
  } catch (error) {
    // A courier that prices over its API (Pathao) may be down or not serve the district.
    if (error instanceof CourierError) throw courierUnavailable();
    throw error;
  }
  const { zone, fee } = priced;
  return {
    courier: courier.name,
    fromDistrict: from,
    toDistrict: address.district,
    zone,
    weightKg,
    fee,
    bookPrice: book.price,
    total: book.price + fee,
  };
}
