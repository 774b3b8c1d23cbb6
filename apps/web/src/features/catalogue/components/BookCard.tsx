// One listing as the category page (spec §2) and search show it: the cover first, then title, prices,
// condition and the spec's details, the seller below; the title and cover open the book's page.
import type { Book, ViewedBook } from '@boibazar/shared/catalogue';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { VerifiedTick } from '../../../components/ui/VerifiedTick.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatFriendlyDate } from '../../../lib/dates.ts';
import { formatTaka } from '../../../lib/money.ts';
import { notify } from '../../../lib/toast.ts';
import { useToggleWishlist } from '../api/toggle-wishlist.ts';
import { BookCover } from './BookCover.tsx';
import { ReportDialog } from './ReportDialog.tsx';

export interface BookCardProps {
  book: ViewedBook;
  /** The signed-in viewer's email; without it the card only reads and offers 'Sign in to book'. */
  viewerEmail?: string;
  onBookNow?: (book: Book) => void;
  /** The viewer's open booking of this book: the card then offers 'Booked · Pay now'. */
  bookedOrderId?: string;
  /** The first card of a page: its cover loads at once, with priority. */
  priority?: boolean;
}

export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function WishlistButton({ book, className = '' }: { book: ViewedBook; className?: string }) {
  const wishlist = useToggleWishlist();
  const wishlisted = book.wishlisted ?? false;
  const toggle = () =>
    wishlist.mutate(
      { id: book._id, wishlisted: !wishlisted },
      {
        onSuccess: () => notify.success(wishlisted ? 'Removed from wishlist' : 'Added to wishlist'),
        onError: (error) =>
          notify.error(error instanceof ApiError ? error.message : 'Could not update the wishlist'),
      },
    );
  return (
    <button
      type="button"
      aria-label="Wishlist"
      aria-pressed={wishlisted}
      title={wishlisted ? 'Remove from wishlist' : 'Add to wishlist'}
      onClick={toggle}
      disabled={wishlist.isPending}
      className={`rounded-full p-2 text-rose-600 hover:bg-rose-50 disabled:opacity-60 ${className}`}
    >
      <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true">
        <path
          d="M12 21s-7.5-4.6-9.5-9.2C1.1 8.4 3.3 4.5 7 4.5c2.1 0 3.6 1.1 5 2.9 1.4-1.8 2.9-2.9 5-2.9 3.7 0 5.9 3.9 4.5 7.3C19.5 16.4 12 21 12 21z"
          fill={wishlisted ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
        />
      </svg>
    </button>
  );
}

export function ReportButton({ book, className = '' }: { book: Book; className?: string }) {
  const [reporting, setReporting] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label="Report to Admin"
        title="Report to Admin"
        onClick={() => setReporting(true)}
        className={`rounded-full p-2 text-stone-600 hover:bg-stone-100 ${className}`}
      >
        <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true">
          <path
            d="M5 21V4m0 0h11l-2 4 2 4H5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      {reporting && <ReportDialog book={book} onClose={() => setReporting(false)} />}
    </>
  );
}

const actionClass = 'block w-full rounded-lg px-3 py-2.5 text-center text-sm font-semibold';

/** Book Now, or Booked · Pay now, or Sign in to book: what this viewer can do with the book now. */
export function BookAction({
  book,
  viewerEmail,
  onBookNow,
  bookedOrderId,
}: Pick<BookCardProps, 'book' | 'viewerEmail' | 'onBookNow' | 'bookedOrderId'>) {
  const location = useLocation();
  if (viewerEmail === undefined)
    return book.isSold ? null : (
      <Link
        to="/login"
        state={{ from: location.pathname + location.search }}
        className={`${actionClass} bg-white text-brand-800 ring-1 ring-brand-700 hover:bg-brand-50`}
      >
        Sign in to book
      </Link>
    );
  if (bookedOrderId && !book.isSold)
    return (
      <Link
        to={`/dashboard/payment/${bookedOrderId}`}
        aria-label={`Booked · Pay now for ${book.productName}`}
        className={`${actionClass} bg-amber-400 text-stone-950 hover:bg-amber-300`}
      >
        Booked · Pay now
      </Link>
    );
  const own = sameEmail(viewerEmail, book.email);
  return (
    <>
      <button
        type="button"
        disabled={own || book.isSold}
        onClick={() => onBookNow?.(book)}
        className={`${actionClass} bg-brand-700 text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-700`}
      >
        Book Now
      </button>
      {own && <p className="mt-1 text-center text-xs text-stone-600">This is your book.</p>}
    </>
  );
}

export function BookCard({ book, viewerEmail, onBookNow, bookedOrderId, priority = false }: BookCardProps) {
  const own = viewerEmail !== undefined && sameEmail(viewerEmail, book.email);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
      <div className="relative">
        <BookCover book={book} priority={priority} />
        {viewerEmail !== undefined && (
          <div className="absolute right-1 top-1 flex flex-col gap-1">
            <WishlistButton book={book} className="bg-white/90 shadow-sm" />
            {!own && <ReportButton book={book} className="bg-white/90 shadow-sm" />}
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <h2 className="line-clamp-3 text-base font-bold leading-snug text-stone-900 sm:text-lg">
          <Link to={`/books/${book._id}`} className="hover:underline">
            {book.productName}
          </Link>
        </h2>
        {book.author && <p className="-mt-1 truncate text-sm text-stone-600">by {book.author}</p>}
        <dl className="flex flex-wrap gap-x-4 gap-y-1">
          <div>
            <dt className="text-xs text-stone-600">Current Price</dt>
            <dd className="text-base font-bold text-brand-800 sm:text-lg">{formatTaka(book.resale)}</dd>
          </div>
          <div>
            <dt className="text-xs text-stone-600">Buying Price</dt>
            <dd className="text-sm text-stone-700 line-through decoration-stone-400 sm:text-base">
              {formatTaka(book.original)}
            </dd>
          </div>
        </dl>
        <p>
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-100">
            <span className="sr-only">Condition: </span>
            {book.condition}
          </span>
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-xs sm:text-sm">
          <dt className="text-stone-600">Year of usage</dt>
          <dd className="text-stone-800">
            {book.year} {book.year === 1 ? 'year' : 'years'}
          </dd>
          <dt className="text-stone-600">Posted at</dt>
          <dd className="text-stone-800">
            <time dateTime={book.time}>{formatFriendlyDate(book.time)}</time>
          </dd>
        </dl>
        <p className="line-clamp-3 text-sm text-stone-700">{book.description}</p>
        <div className="mt-auto border-t border-stone-100 pt-2 text-sm">
          <p className="flex items-center gap-1 font-semibold text-stone-900">
            <span className="truncate">{book.sellerName}</span>
            {book.sellerVerified && <VerifiedTick />}
          </p>
          {book.conatct && (
            <p className="text-stone-600">
              <span className="sr-only">Contact: </span>
              {book.conatct}
            </p>
          )}
          <p className="text-stone-600">
            <span className="sr-only">Location: </span>
            {book.location}
          </p>
        </div>
        <div className="pt-1">
          <BookAction
            book={book}
            viewerEmail={viewerEmail}
            onBookNow={onBookNow}
            bookedOrderId={bookedOrderId}
          />
        </div>
      </div>
    </article>
  );
}
