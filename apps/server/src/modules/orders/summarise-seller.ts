import type { SellerSummary } from '@boibazar/shared/orders';
import type { Db } from '../../db/database.ts';
import { countSellerBooks } from '../catalogue/index.ts';
import { summariseSellerOrders } from './order-repository.ts';

/** The seller's dashboard figures: listings from the catalogue, bookings and earnings from orders. */
export async function summariseSeller(db: Db, sellerId: string): Promise<SellerSummary> {
  const [books, orders] = await Promise.all([
    countSellerBooks(db, sellerId),
    summariseSellerOrders(db, sellerId),
  ]);
  return { ...books, ...orders };
}
