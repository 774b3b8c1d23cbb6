import type { Book } from '@boibazar/shared/catalogue';

/** Who asks: a signed-in member, or nobody (a visitor). */
export type Viewer = { _id: string } | null | undefined;

/**
 * Visitors see listings but not how to reach the seller: the phone and email are for signed-in users
 * (who can book), so public lists cannot be scraped for contacts (docs/decisions/023-seller-contact.md).
 * Applied by browse-catalogue.ts to every public read.
 */
export function forViewer<T extends Book>(books: T[], viewer: Viewer): T[] {
  if (viewer) return books;
  return books.map((book) => ({ ...book, conatct: '', email: '' }));
}
