// Listings straight in the suite's database, for browser tests that need books of their own (the seller
// flow itself, POST /api/products with a photo, is walked by catalogue.e2e.ts and admin.e2e.ts).
import type { Db } from '../../apps/server/src/db/database.ts';
import { newId, nowIso } from '../../apps/server/src/lib/ids.ts';

export interface Listing {
  seller: { _id: string; name: string };
  categoryId: string;
  productName: string;
  resale?: number;
  createdAt?: string;
  image?: string;
}

/** Inserts unsold, unadvertised listings and answers their ids in the same order. */
export async function insertListings(db: Db, listings: Listing[]): Promise<string[]> {
  const rows = listings.map((listing) => ({
    id: newId(),
    seller_id: listing.seller._id,
    category_id: listing.categoryId,
    product_name: listing.productName,
    author: 'Browser Suite',
    isbn: null,
    image: listing.image ?? '/uploads/demo/cover-3.webp',
    location: 'Dhaka',
    condition: 'Good',
    resale: listing.resale ?? 200,
    original: (listing.resale ?? 200) * 2,
    years_used: 1,
    purchase_year: 2024,
    seller_name: listing.seller.name,
    contact: '01711000000',
    description: 'Listed by the browser suite',
    is_sold: 0 as const,
    advertised: 0 as const,
    created_at: listing.createdAt ?? nowIso(),
    deleted_at: null,
  }));
  await db.insertInto('books').values(rows).execute();
  return rows.map((row) => row.id);
}

export async function insertListing(db: Db, listing: Listing): Promise<string> {
  const [id] = await insertListings(db, [listing]);
  return id!;
}
