import type { Book, ViewedBook } from '@boibazar/shared/catalogue';
import { LoadMoreButton } from '../../../components/ui/LoadMoreButton.tsx';
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
      <LoadMoreButton query={{ hasNextPage, isFetchingNextPage, fetchNextPage }} />
    </>
  );
}
