// GET /sellers/:id: the public face of a seller. Its books follow the seller-contact rule: a visitor
// gets no phone or email (decision 023, issue 25).
import type { SellerProfile } from '@boibazar/shared/reviews';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/errors.ts';
import { forViewer, listBooks, sellerRating, type Viewer } from '../catalogue/index.ts';
import { findLiveUserById } from '../identity/index.ts';
import { countCompletedSales } from '../orders/index.ts';

const BOOKS_ON_PROFILE = 24;

export async function getSellerProfile(db: Db, sellerId: string, viewer: Viewer): Promise<SellerProfile> {
  const user = await findLiveUserById(db, sellerId);
  if (user?.role !== 'Seller') throw notFound('SELLER_NOT_FOUND', 'Seller');
  const [completedSales, books] = await Promise.all([
    countCompletedSales(db, user.id),
    listBooks(db, { sellerId: user.id }, { limit: BOOKS_ON_PROFILE }),
  ]);
  return {
    _id: user.id,
    name: user.name,
    image: user.image,
    verified: user.verified === 1,
    memberSince: user.created_at,
    rating: sellerRating(Number(user.seller_rating_sum), Number(user.seller_rating_count)),
    completedSales,
    books: forViewer(books.slice(0, BOOKS_ON_PROFILE), viewer).map(({ wishlisted: _w, ...book }) => book),
  };
}
