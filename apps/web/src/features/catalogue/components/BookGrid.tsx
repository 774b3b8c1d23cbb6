import type { Book, ViewedBook } from '@boibazar/shared/catalogue';
import { BookCard } from './BookCard.tsx';

export interface BookGridProps {
  books: ViewedBook[];
  viewerEmail?: string;
  onBookNow?: (book: Book) => void;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** Cards in a responsive grid with 'Load more' for the next page. */
export function BookGrid({
  books,
  viewerEmail,
  onBookNow,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
}: BookGridProps) {
  return (
    <>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {books.map((book) => (
          <li key={book._id}>
            <BookCard book={book} viewerEmail={viewerEmail} onBookNow={onBookNow} />
          </li>
        ))}
      </ul>
      {hasNextPage && (
        <div className="mt-8 text-center">
          <button
            type="button"
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
            className="rounded-full border border-brand-700 px-6 py-2.5 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
          >
            {isFetchingNextPage ? 'Loading…' : 'Load more'}
          </button>
        </div>
      )}
    </>
  );
}
