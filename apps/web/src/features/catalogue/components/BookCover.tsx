// A book's cover as every card shows it: one portrait ratio (2:3, the shape of a book) so grids line up,
// the whole photo visible (never cropped), a link to the book's page, and 'Featured' on advertised books.
import type { Book } from '@boibazar/shared/catalogue';
import { Link } from 'react-router';
import { BookImage } from '#app/components/ui/BookImage.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { bookText } from '../i18n.ts';

export function FeaturedBadge({ className = '' }: { className?: string }) {
  const t = useText(bookText);
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full bg-amber-400 px-2 py-0.5 text-xs font-bold text-stone-900 shadow-sm ${className}`}
    >
      <svg viewBox="0 0 20 20" className="h-3 w-3" aria-hidden="true">
        <path
          fill="currentColor"
          d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z"
        />
      </svg>
      {t.featured}
    </span>
  );
}

/** On books open to exchange: the owner swaps it for books (decision 143). */
export function ExchangeBadge({ className = '' }: { className?: string }) {
  const t = useText(bookText);
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full bg-teal-700 px-2 py-0.5 text-xs font-bold text-white shadow-sm ${className}`}
    >
      <svg viewBox="0 0 20 20" className="h-3 w-3" aria-hidden="true">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M3 7h12l-3-3M17 13H5l3 3"
        />
      </svg>
      {t.exchange}
    </span>
  );
}

export function BookCover({
  book,
  priority = false,
  sizes = 'w-full',
}: {
  book: Pick<Book, '_id' | 'image' | 'productName' | 'advertised' | 'isSold'> &
    Partial<Pick<Book, 'openToExchange'>>;
  priority?: boolean;
  sizes?: string;
}) {
  const t = useText(bookText);
  return (
    // The title below is the card's link for keyboards; the cover repeats it for pointers and touch.
    <Link to={`/books/${book._id}`} tabIndex={-1} className={`relative block ${sizes}`}>
      <BookImage
        src={book.image}
        title={book.productName}
        alt={t.coverOf({ title: book.productName })}
        width={400}
        height={600}
        priority={priority}
        className="aspect-[2/3] w-full bg-stone-100"
      />
      {book.advertised && !book.isSold && <FeaturedBadge className="absolute left-2 top-2" />}
      {book.openToExchange && !book.isSold && (
        <ExchangeBadge className={`absolute left-2 ${book.advertised ? 'top-8' : 'top-2'}`} />
      )}
      {book.isSold && (
        <span className="absolute left-2 top-2 rounded-full bg-stone-800 px-2 py-0.5 text-xs font-bold text-white">
          {t.sold}
        </span>
      )}
    </Link>
  );
}
