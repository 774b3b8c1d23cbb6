// One listing as the category page (spec §2) and search show it: the cover first, then title, prices,
// condition and the spec's details, the seller below; the title and cover open the book's page.
import type { Book, ViewedBook } from '@boibazar/shared/catalogue';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { RatingBadge } from '#app/components/ui/Rating.tsx';
import { VerifiedTick } from '#app/components/ui/VerifiedTick.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { bookText } from '../i18n.ts';
import { ApiError } from '#app/lib/api-client.ts';
import { formatFriendlyDate } from '#app/lib/dates.ts';
import { formatCount, formatTaka } from '#app/lib/money.ts';
import { notify } from '#app/lib/toast.ts';
import { useToggleWishlist } from '../api/toggle-wishlist.ts';
import { BookCover } from './BookCover.tsx';
import { CodBadge, useCodAllowed } from './CodBadge.tsx';
import { ReportDialog } from './ReportDialog.tsx';
import { bookCondition, placeName } from '#app/lib/reader-names.ts';

export interface BookCardProps {
  book: ViewedBook;
  /** The signed-in viewer's email; without it the card only reads and offers 'Sign in to book'. */
  viewerEmail?: string;
  onBookNow?: (book: Book) => void;
  /** The viewer's open booking of this book: the card then offers 'Booked · Pay now'. */
  bookedOrderId?: string;
  /** The first card of a page: its cover loads at once, with priority. */
  priority?: boolean;
  /** 'Ask the seller' (composed by the route from the conversations feature); not on one's own book. */
  onAskSeller?: (book: Book) => void;
  /** 'Offer an exchange' (composed by the route from the exchanges feature), for signed-in sellers. */
  onOfferExchange?: (book: Book) => void;
  /** 'Make an offer' (composed by the route from the offers feature), for signed-in viewers. */
  onMakeOffer?: (book: Book) => void;
}

export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function WishlistButton({ book, className = '' }: { book: ViewedBook; className?: string }) {
  const t = useText(bookText);
  const wishlist = useToggleWishlist();
  const wishlisted = book.wishlisted ?? false;
  const toggle = () =>
    wishlist.mutate(
      { id: book._id, wishlisted: !wishlisted },
      {
        onSuccess: () => notify.success(wishlisted ? t.removedFromWishlist : t.addedToWishlist),
        onError: (error) => notify.error(error instanceof ApiError ? error.message : t.wishlistFailed),
      },
    );
  return (
    <button
      type="button"
      aria-label={t.wishlist}
      aria-pressed={wishlisted}
      title={wishlisted ? t.removeFromWishlist : t.addToWishlist}
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
  const t = useText(bookText);
  const [reporting, setReporting] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={t.reportToAdmin}
        title={t.reportToAdmin}
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
  const t = useText(bookText);
  const location = useLocation();
  if (viewerEmail === undefined)
    return book.isSold ? null : (
      <Link
        to="/login"
        state={{ from: location.pathname + location.search }}
        className={`${actionClass} bg-white text-brand-800 ring-1 ring-brand-700 hover:bg-brand-50`}
      >
        {t.signInToBook}
      </Link>
    );
  if (bookedOrderId && !book.isSold)
    return (
      <Link
        to={`/dashboard/payment/${bookedOrderId}`}
        aria-label={t.bookedPayNowFor({ title: book.productName })}
        className={`${actionClass} bg-amber-400 text-stone-950 hover:bg-amber-300`}
      >
        {t.bookedPayNow}
      </Link>
    );
  const own = sameEmail(viewerEmail, book.email);
  return (
    <>
      <button
        type="button"
        disabled={own || book.isSold || book.heldForOffer}
        onClick={() => onBookNow?.(book)}
        className={`${actionClass} bg-brand-700 text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-700`}
      >
        {t.bookNow}
      </button>
      {own && <p className="mt-1 text-center text-xs text-stone-600">{t.yourBook}</p>}
    </>
  );
}

/** Whether a signed-in viewer may act on another seller's book while it is on sale. */
const othersBookOnSale = (book: Book, viewerEmail: string | undefined): viewerEmail is string =>
  viewerEmail !== undefined && !book.isSold && !sameEmail(viewerEmail, book.email);

const TONE = {
  plain: 'bg-white text-brand-800 ring-1 ring-brand-700 hover:bg-brand-50',
  cash: 'bg-emerald-50 text-emerald-900 ring-1 ring-emerald-600 hover:bg-emerald-100',
  exchange: 'bg-teal-700 text-white hover:bg-teal-800',
} as const;

/** A card's action under Book Now: its words, its name for screen readers (with the title) and its tone. */
function CardAction({
  tone,
  label,
  name,
  onClick,
}: {
  tone: keyof typeof TONE;
  label: string;
  name: string;
  onClick: () => void;
}) {
  return (
    <button type="button" onClick={onClick} aria-label={name} className={`${actionClass} mt-2 ${TONE[tone]}`}>
      {label}
    </button>
  );
}

/**
 * "Order, pay on delivery" (decision 420), where the Cash on delivery badge shows and the viewer could book
 * the book: it opens the booking dialog that books it and places it for cash on delivery in one request.
 */
export function PayOnDeliveryButton({
  book,
  viewerEmail,
  bookedOrderId,
  onPayOnDelivery,
}: Pick<BookCardProps, 'book' | 'viewerEmail' | 'bookedOrderId'> & {
  onPayOnDelivery?: (book: Book) => void;
}) {
  const t = useText(bookText);
  const allowed = useCodAllowed(book);
  if (
    !onPayOnDelivery ||
    !allowed ||
    viewerEmail === undefined ||
    bookedOrderId ||
    book.heldForOffer ||
    sameEmail(viewerEmail, book.email)
  )
    return null;
  return (
    <CardAction
      tone="cash"
      label={t.orderPayOnDelivery}
      name={t.orderPayOnDeliveryFor({ title: book.productName })}
      onClick={() => onPayOnDelivery(book)}
    />
  );
}
/** 'Ask the seller', for a signed-in viewer who is not the seller, while the book is on sale. */
export function AskSellerButton({
  book,
  viewerEmail,
  onAskSeller,
}: Pick<BookCardProps, 'book' | 'viewerEmail' | 'onAskSeller'>) {
  const t = useText(bookText);
  if (!onAskSeller || !othersBookOnSale(book, viewerEmail)) return null;
  return (
    <CardAction
      tone="plain"
      label={t.askSeller}
      name={t.askSellerAbout({ title: book.productName })}
      onClick={() => onAskSeller(book)}
    />
  );
}

/** 'Make an offer' (a lower price), on a book still for sale that is not the viewer's own (decision 250). */
export function MakeOfferButton({
  book,
  viewerEmail,
  onMakeOffer,
}: Pick<BookCardProps, 'book' | 'viewerEmail' | 'onMakeOffer'>) {
  const t = useText(bookText);
  if (!onMakeOffer || book.heldForOffer || !othersBookOnSale(book, viewerEmail)) return null;
  return (
    <CardAction
      tone="plain"
      label={t.makeAnOffer}
      name={t.makeAnOfferFor({ title: book.productName })}
      onClick={() => onMakeOffer(book)}
    />
  );
}

/** 'Offer an exchange', on a book open to exchange that is still listed and not the viewer's own. */
export function OfferExchangeButton({
  book,
  viewerEmail,
  onOfferExchange,
}: Pick<BookCardProps, 'book' | 'viewerEmail' | 'onOfferExchange'>) {
  const t = useText(bookText);
  if (!onOfferExchange || !book.openToExchange || !othersBookOnSale(book, viewerEmail)) return null;
  return (
    <CardAction
      tone="exchange"
      label={t.offerExchange}
      name={t.offerExchangeFor({ title: book.productName })}
      onClick={() => onOfferExchange(book)}
    />
  );
}

export function BookCard({
  book,
  viewerEmail,
  onBookNow,
  bookedOrderId,
  onAskSeller,
  onOfferExchange,
  priority = false,
}: BookCardProps) {
  const t = useText(bookText);
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
        {book.author && (
          <p className="-mt-1 truncate text-sm text-stone-600">{t.by({ author: book.author })}</p>
        )}
        {book.openToExchange && book.wants && (
          <p className="line-clamp-2 text-xs text-teal-900">
            <span className="font-semibold">{t.wants}</span> {book.wants}
          </p>
        )}
        <dl className="flex flex-wrap gap-x-4 gap-y-1">
          <div>
            <dt className="text-xs text-stone-600">{t.currentPrice}</dt>
            <dd className="text-base font-bold text-brand-800 sm:text-lg">{formatTaka(book.resale)}</dd>
          </div>
          <div>
            <dt className="text-xs text-stone-600">{t.buyingPrice}</dt>
            <dd className="text-sm text-stone-700 line-through decoration-stone-400 sm:text-base">
              {formatTaka(book.original)}
            </dd>
          </div>
        </dl>
        <p className="flex flex-wrap gap-1">
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-100">
            <span className="sr-only">{t.conditionLabel}</span>
            {bookCondition(book.condition)}
          </span>
          <CodBadge book={book} />
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-xs sm:text-sm">
          <dt className="text-stone-600">{t.yearOfUsage}</dt>
          <dd className="text-stone-800">
            {formatCount(book.year)} {book.year === 1 ? t.year : t.years}
          </dd>
          <dt className="text-stone-600">{t.postedAt}</dt>
          <dd className="text-stone-800">
            <time dateTime={book.time}>{formatFriendlyDate(book.time)}</time>
          </dd>
        </dl>
        <p className="line-clamp-3 text-sm text-stone-700">{book.description}</p>
        <div className="mt-auto border-t border-stone-100 pt-2 text-sm">
          <p className="flex items-center gap-1 font-semibold text-stone-900">
            <Link to={`/sellers/${book.sellerId}`} className="truncate hover:underline">
              {book.sellerName}
            </Link>
            {book.sellerVerified && <VerifiedTick />}
          </p>
          <RatingBadge rating={book.sellerRating} />
          {book.conatct && (
            <p className="text-stone-600">
              <span className="sr-only">{t.contactLabel}</span>
              {book.conatct}
            </p>
          )}
          <p className="text-stone-600">
            <span className="sr-only">{t.locationLabel}</span>
            {placeName(book.location)}
          </p>
        </div>
        <div className="pt-1">
          <BookAction
            book={book}
            viewerEmail={viewerEmail}
            onBookNow={onBookNow}
            bookedOrderId={bookedOrderId}
          />
          <AskSellerButton book={book} viewerEmail={viewerEmail} onAskSeller={onAskSeller} />
          <OfferExchangeButton book={book} viewerEmail={viewerEmail} onOfferExchange={onOfferExchange} />
        </div>
      </div>
    </article>
  );
}
