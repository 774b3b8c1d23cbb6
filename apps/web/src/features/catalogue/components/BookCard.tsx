// One listing as the category page (spec §2) and search show it.
import type { Book, ViewedBook } from '@boibazar/shared/catalogue';
import { useState } from 'react';
import { VerifiedTick } from '../../../components/ui/VerifiedTick.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatTaka } from '../../../lib/money.ts';
import { notify } from '../../../lib/toast.ts';
import { useToggleWishlist } from '../api/toggle-wishlist.ts';
import { BookImage } from './BookImage.tsx';
import { ReportDialog } from './ReportDialog.tsx';

export interface BookCardProps {
  book: ViewedBook;
  /** The signed-in viewer's email; without it the card only reads (no wishlist, report or booking). */
  viewerEmail?: string;
  onBookNow?: (book: Book) => void;
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function BookCard({ book, viewerEmail, onBookNow }: BookCardProps) {
  const [reporting, setReporting] = useState(false);
  const wishlist = useToggleWishlist();
  const own = viewerEmail !== undefined && sameEmail(viewerEmail, book.email);
  const wishlisted = book.wishlisted ?? false;

  const toggleWishlist = () =>
    wishlist.mutate(
      { id: book._id, wishlisted: !wishlisted },
      {
        onSuccess: () => notify.success(wishlisted ? 'Removed from wishlist' : 'Added to wishlist'),
        onError: (error) =>
          notify.error(error instanceof ApiError ? error.message : 'Could not update the wishlist'),
      },
    );

  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
      <header className="flex items-start justify-between gap-2 p-4 pb-3">
        <div className="min-w-0">
          <p className="flex items-center gap-1 font-semibold text-stone-900">
            <span className="truncate">{book.sellerName}</span>
            {book.sellerVerified && <VerifiedTick />}
          </p>
          <p className="text-sm text-stone-600">
            <span className="sr-only">Contact: </span>
            {book.conatct}
          </p>
          <p className="text-sm text-stone-600">
            <span className="sr-only">Location: </span>
            {book.location}
          </p>
        </div>
        {viewerEmail !== undefined && (
          <div className="flex shrink-0 gap-1">
            <button
              type="button"
              aria-label="Wishlist"
              aria-pressed={wishlisted}
              title={wishlisted ? 'Remove from wishlist' : 'Add to wishlist'}
              onClick={toggleWishlist}
              disabled={wishlist.isPending}
              className="rounded-full p-2 text-rose-600 hover:bg-rose-50 disabled:opacity-60"
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
            {!own && (
              <button
                type="button"
                aria-label="Report to Admin"
                title="Report to Admin"
                onClick={() => setReporting(true)}
                className="rounded-full p-2 text-stone-600 hover:bg-stone-100"
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
            )}
          </div>
        )}
      </header>
      <BookImage
        src={book.image}
        title={book.productName}
        width={600}
        height={450}
        className="aspect-[4/3] w-full bg-stone-100"
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h2 className="text-lg font-bold leading-snug text-stone-900">{book.productName}</h2>
        {book.author && <p className="-mt-2 text-sm text-stone-600">by {book.author}</p>}
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
          <dt className="text-stone-500">Current Price</dt>
          <dd className="font-bold text-brand-700">{formatTaka(book.resale)}</dd>
          <dt className="text-stone-500">Buying Price</dt>
          <dd className="text-stone-800 line-through decoration-stone-400">{formatTaka(book.original)}</dd>
          <dt className="text-stone-500">Year of usage</dt>
          <dd className="text-stone-800">
            {book.year} {book.year === 1 ? 'year' : 'years'}
          </dd>
          <dt className="text-stone-500">Posted at</dt>
          <dd className="text-stone-800">
            <time dateTime={book.time}>{new Date(book.time).toLocaleString()}</time>
          </dd>
        </dl>
        <p className="text-sm text-stone-700">{book.description}</p>
        {viewerEmail !== undefined && (
          <div className="mt-auto pt-1">
            <button
              type="button"
              disabled={own || book.isSold}
              onClick={() => onBookNow?.(book)}
              className="w-full rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600"
            >
              Book Now
            </button>
            {own && <p className="mt-1 text-center text-xs text-stone-500">This is your book.</p>}
          </div>
        )}
      </div>
      {reporting && <ReportDialog book={book} onClose={() => setReporting(false)} />}
    </article>
  );
}
