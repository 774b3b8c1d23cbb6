// A plain listing row for tests that insert books straight through the repository (searches, ranking):
// one seller and category, a title, a listing time, and whatever the test sets apart.
import type { NewListing } from '../src/modules/catalogue/seed.ts';

export const plainListing = (
  listing: Pick<NewListing, 'sellerId' | 'categoryId' | 'productName' | 'createdAt'> & Partial<NewListing>,
): NewListing => ({
  author: 'Mira Okafor',
  description: 'A copy',
  image: '/uploads/demo/cover-1.webp',
  location: 'Dhaka',
  condition: 'Good',
  resale: 100,
  original: 500,
  yearsUsed: 1,
  purchaseYear: 2020,
  sellerName: 'S',
  contact: '017',
  ...listing,
});

/**
 * Plain listings of one seller in one category, each listed a minute after the one made before it (from the
 * start of 2026), so the last made is the newest: for tests whose searches read the newest books first.
 */
export function listingsInTurn(sellerId: string, categoryId: string) {
  let minute = 0;
  return (productName: string, extra: Partial<NewListing> = {}): NewListing =>
    plainListing({
      sellerId,
      categoryId,
      productName,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, (minute += 1))).toISOString(),
      ...extra,
    });
}
