import type { Book, ViewedBook } from '@boibazar/shared/catalogue';
import { LoadMoreButton } from '#app/components/ui/LoadMoreButton.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { browseText } from '../i18n.ts';
import { BookCard } from './BookCard.tsx';

export interface BookGridProps {
  books: ViewedBook[];
  viewerEmail?: string;
  onBookNow?: (book: Book) => void;
  /** The viewer's open bookings, book id → order id. */
  bookedOrders?: Record<string, string>;
  onAskSeller?: (book: Book) => void;
  onOfferExchange?: (book: Book) => void;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

export const gridClass = 'mt-6 grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4';

/** Cards in a responsive grid (two columns on a phone) with 'Load more' for the next page. */
export function BookGrid({
  books,
  viewerEmail,
  onBookNow,
  bookedOrders = {},
  onAskSeller,
  onOfferExchange,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
}: BookGridProps) {
  return (
    <>
      <ul className={gridClass}>
        {books.map((book, index) => (
          <li key={book._id}>
            <BookCard
              book={book}
              viewerEmail={viewerEmail}
              onBookNow={onBookNow}
              onAskSeller={onAskSeller}
              onOfferExchange={onOfferExchange}
              bookedOrderId={bookedOrders[book._id]}
              priority={index === 0}
            />
          </li>
        ))}
      </ul>
      <LoadMoreButton query={{ hasNextPage, isFetchingNextPage, fetchNextPage }} />
    </>
  );
}

/** The grid's shape while the first page loads, so nothing jumps when the cards arrive. */
export function BookGridSkeleton({ count = 8, label }: { count?: number; label?: string }) {
  const t = useText(browseText);
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label ?? t.loadingBooks}</span>
      <ul className={gridClass} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
            <div className="aspect-[2/3] w-full animate-pulse bg-stone-200" />
            <div className="space-y-2 p-3 sm:p-4">
              <div className="h-5 w-4/5 rounded bg-stone-200" />
              <div className="h-4 w-1/2 rounded bg-stone-100" />
              <div className="h-16 rounded bg-stone-100" />
              <div className="h-10 rounded-lg bg-stone-200" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
