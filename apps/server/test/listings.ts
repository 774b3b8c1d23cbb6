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
