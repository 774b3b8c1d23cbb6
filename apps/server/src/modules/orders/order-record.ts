// An order as other modules see it (decision 463): ids and plain values, none of the spec's spellings;
// orders' own routes answer the spec's shape (`_id`, `productId`, `bookName`) from `StoredOrder`.
import type { OrderStatus } from '@boibazar/shared/orders';
import type { Db } from '../../db/database.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../identity/index.ts';
import { loadOrderFor, type OrderViewer } from './order-access.ts';
import { amountToPay, findOrderWithSeller } from './order-repository.ts';
import type { OrderWithSeller } from './transition-order.ts';

export interface OrderRecord {
  id: string;
  bookId: string;
  buyerId: string;
  sellerId: string;
  /** The email the buyer booked with, for the processor's receipt; never a test of who someone is. */
  buyerEmail: string;
  /** The book's title when it was booked. */
  title: string;
  /** The book's price, whole Taka. */
  price: number;
  /** What the buyer pays (card, bKash or cash at the door): the book and its delivery. */
  total: number;
  status: OrderStatus;
  paid: boolean;
  completedAt: string | null;
  buyerReviewedAt: string | null;
  sellerReviewedAt: string | null;
}

const toOrderRecord = (order: OrderWithSeller): OrderRecord => ({
  id: order._id,
  bookId: order.productId,
  buyerId: order.buyerId,
  sellerId: order.sellerId,
  buyerEmail: order.email,
  title: order.bookName,
  price: order.price,
  total: amountToPay(order),
  status: order.status,
  paid: order.paid,
  completedAt: order.completedAt,
  buyerReviewedAt: order.buyerReviewedAt,
  sellerReviewedAt: order.sellerReviewedAt,
});

export async function findOrderRecord(db: Db, id: string): Promise<OrderRecord | undefined> {
  const order = await findOrderWithSeller(db, id);
  return order && toOrderRecord(order);
}

/** The order, for its buyer only. */
export async function getOrderRecordOfBuyer(db: Db, buyer: AuthUser, id: string): Promise<OrderRecord> {
  const order = await findOrderRecord(db, id);
  if (!order) throw notFound('ORDER_NOT_FOUND', 'Order');
  if (order.buyerId !== buyer._id) throw forbidden('NOT_A_PARTY', 'This order is not yours');
  return order;
}

/** The order and who the caller is to it (buyer, seller or admin); anyone else is refused. */
export async function getOrderRecordFor(
  db: Db,
  user: AuthUser,
  id: string,
): Promise<{ order: OrderRecord; viewer: OrderViewer }> {
  const { order, viewer } = await loadOrderFor(db, user, id);
  return { order: toOrderRecord(order), viewer };
}
