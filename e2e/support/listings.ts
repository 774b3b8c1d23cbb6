// Listings straight in the suite's database, for browser tests that need books of their own (the seller
// flow itself, POST /api/products with a photo, is walked by catalogue.e2e.ts and admin.e2e.ts).
import { type Db, insertBooks } from '../../apps/server/test/index.ts';
import { categoryRow, suiteDb } from './catalogue-session.ts';

export interface Listing {
  seller: { _id: string; name: string };
  categoryId: string;
  productName: string;
  resale?: number;
  createdAt?: string;
  image?: string;
}

/** Inserts unsold, unadvertised listings (through the catalogue's insertBooks) and answers their ids. */
export function insertListings(db: Db, listings: Listing[]): Promise<string[]> {
  return insertBooks(
    db,
    listings.map((listing) => ({
      sellerId: listing.seller._id,
      categoryId: listing.categoryId,
      productName: listing.productName,
      author: 'Browser Suite',
      image: listing.image ?? '/uploads/demo/cover-3.webp',
      location: 'Dhaka',
      condition: 'Good',
      resale: listing.resale ?? 200,
      original: (listing.resale ?? 200) * 2,
      yearsUsed: 1,
      purchaseYear: 2024,
      sellerName: listing.seller.name,
      contact: '01711000000',
      description: 'Listed by the browser suite',
      createdAt: listing.createdAt,
    })),
  );
}

export async function insertListing(db: Db, listing: Listing): Promise<string> {
  const [id] = await insertListings(db, [listing]);
  return id!;
}

/** One Fiction listing of `seller`'s in the suite's database: the one-book set-up of the money suites. */
export async function fictionListing(
  seller: Listing['seller'],
  productName: string,
  resale: number,
): Promise<string> {
  return insertListing(suiteDb(), {
    seller,
    categoryId: (await categoryRow('Fiction')).id,
    productName,
    resale,
  });
}
