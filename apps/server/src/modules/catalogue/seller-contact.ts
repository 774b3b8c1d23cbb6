import type { Book } from '@boibazar/shared/catalogue';

/**
 * Visitors see listings but not how to reach the seller: the phone and email are for signed-in users
 * (who can book), so public lists cannot be scraped for contacts (docs/decisions/023-seller-contact.md).
 */
export function forViewer<T extends Book>(books: T[], viewer: unknown): T[] {
  if (viewer) return books;
  return books.map((book) => ({ ...book, conatct: '', email: '' }));
}
