// The order's parcel with the courier (decision 310): the seller books the pickup of a paid or
// cash-on-delivery order with home delivery, or cancels it before pickup; its buyer, seller and the admin
// follow its timeline.
import type { Parcel } from '@boibazar/shared/delivery';
import type { Db } from '../../db/database.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { findListing } from '../catalogue/index.ts';
import {
  bookParcel,
  cancelParcel,
  courierUnavailable,
  findParcelOfOrder,
  presentParcel,
  type CourierProvider,
} from '../delivery/index.ts';
import type { AuthUser } from '../identity/index.ts';
import { loadOrderFor } from './order-access.ts';
import { amountToPay } from './order-repository.ts';

const NOT_HOME = 'This order is not delivered by courier';

async function sellersHomeOrder(db: Db, seller: AuthUser, orderId: string) {
  const { order, viewer } = await loadOrderFor(db, seller, orderId);
  if (viewer !== 'seller') throw forbidden('NOT_YOUR_STEP', 'Only the seller can do this');
  if (order.delivery.method !== 'home' || !order.delivery.address) throw conflict('NOT_BY_COURIER', NOT_HOME);
  return order;
}

/** POST /orders/:id/parcel: once per order whatever is retried (the delivery module's guarantee). */
export async function bookOrderParcel(
  db: Db,
  courier: CourierProvider | null,
  timeoutMs: number,
  seller: AuthUser,
  orderId: string,
): Promise<Parcel> {
  if (!courier) throw courierUnavailable();
  const order = await sellersHomeOrder(db, seller, orderId);
  if (order.status !== 'paid' && order.status !== 'cod')
    throw conflict(
      'WRONG_STAGE',
      'A pickup can be booked once the order is paid or placed for cash on delivery',
    );
  const a = order.delivery.address!;
  const book = await findListing(db, order.productId);
  const parcel = await bookParcel(db, courier, timeoutMs, {
    orderId: order._id,
    recipient: {
      name: a.name,
      phone: a.phone,
      address: [a.line, a.area, a.thana, a.district].filter(Boolean).join(', '),
    },
    // Cash on delivery: the courier collects the book and its delivery at the door; prepaid: nothing.
    codAmount: order.status === 'cod' ? amountToPay(order) : 0,
    note: `BoiBazar order ${order._id}`,
    itemDescription: order.bookName,
    // Picked up where the seller is (decision 475): their listing's place and contact.
    from: book
      ? { sellerId: seller._id, name: order.sellerName, location: book.location, contact: book.contact }
      : undefined,
  });
  return presentParcel(db, parcel);
}

/** DELETE /orders/:id/parcel: before the courier picks it up. */
export async function cancelOrderParcel(
  db: Db,
  courier: CourierProvider | null,
  seller: AuthUser,
  orderId: string,
): Promise<Parcel> {
  if (!courier) throw courierUnavailable();
  await sellersHomeOrder(db, seller, orderId);
  await cancelParcel(db, courier, orderId);
  return (await getOrderParcel(db, seller, orderId))!;
}

/** GET /orders/:id/parcel: the parcel and its timeline, to the order's buyer, seller and the admin. */
export async function getOrderParcel(db: Db, user: AuthUser, orderId: string): Promise<Parcel> {
  const { order } = await loadOrderFor(db, user, orderId);
  if (order.delivery.method !== 'home') throw conflict('NOT_BY_COURIER', NOT_HOME);
  const parcel = await findParcelOfOrder(db, order._id);
  if (!parcel) throw notFound('PARCEL_NOT_FOUND', 'Parcel');
  return presentParcel(db, parcel);
}
