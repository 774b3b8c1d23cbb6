// /books/:id: one listing with its photo large, every detail, the seller, what the viewer can do now, and
// more books from the same seller and of the same kind. Public (a shared link works for anyone); the
// seller's phone and email come only to signed-in viewers (decision 023).
import type { Book } from '@boibazar/shared/catalogue';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ListProblem } from '#app/components/ui/ListProblem.tsx';
import { RatingBadge } from '#app/components/ui/Rating.tsx';
import { VerifiedTick } from '#app/components/ui/VerifiedTick.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { bookText, shelfText } from '../i18n.ts';
import { refusedWith } from '#app/lib/api-client.ts';
import { formatFriendlyDate } from '#app/lib/dates.ts';
import { formatCount, formatTaka, formatYear } from '#app/lib/money.ts';
import { useBook, useRelatedBooks } from '../api/get-book.ts';
import { useCategories } from '../api/get-categories.ts';
import {
  AskSellerButton,
  BookAction,
  PayOnDeliveryButton,
  MakeOfferButton,
  OfferExchangeButton,
  ReportButton,
  sameEmail,
  WishlistButton,
} from '../components/BookCard.tsx';
import { ExchangeBadge, FeaturedBadge } from '../components/BookCover.tsx';
import { BookImage } from '#app/components/ui/BookImage.tsx';
import { BookTile, BookTileSkeleton, tileGridClass } from '../components/BookTile.tsx';
import { CodBadge } from '../components/CodBadge.tsx';
import { ShareBook } from '../components/ShareBook.tsx';
import { bookCondition, categoryName, placeName } from '#app/lib/reader-names.ts';

export interface BookPageProps {
  id: string;
  viewerEmail?: string;
  onBookNow?: (book: Book) => void;
  bookedOrderId?: string;
  onAskSeller?: (book: Book) => void;
  onOfferExchange?: (book: Book) => void;
  onMakeOffer?: (book: Book) => void;
  /** "Order, pay on delivery" where cash on delivery is allowed (decision 420). */
  onPayOnDelivery?: (book: Book) => void;
  /** Under a sold book's title: the saved-searches feature's "Notify me when another copy is listed". */
  whenSold?: (book: Book) => ReactNode;
  /** In place of the one photo: the listing feature's gallery (decision 380); `own` is the seller viewing. */
  gallery?: (book: Book, own: boolean) => ReactNode;
}

function RelatedShelf({ id, title, books }: { id: string; title: string; books: Book[] }) {
  if (books.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-bold tracking-tight sm:text-2xl">
        {title}
      </h2>
      <ul className={tileGridClass}>
        {books.map((book) => (
          <li key={book._id}>
            <BookTile book={book} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Related({ id }: { id: string }) {
  const t = useText(bookText);
  const related = useRelatedBooks(id);
  if (related.isPending)
    return (
      <div className="mt-10" role="status">
        <span className="sr-only">{t.loadingMoreBooks}</span>
        <BookTileSkeleton />
      </div>
    );
  if (related.isError) return null;
  return (
    <>
      <RelatedShelf id="more-from-seller" title={t.moreFromSeller} books={related.data.moreFromSeller} />
      <RelatedShelf id="similar-books" title={t.similarBooks} books={related.data.similar} />
    </>
  );
}

function BookPageSkeleton() {
  const t = useText(bookText);
  return (
    <div role="status" className="grid gap-6 md:grid-cols-[minmax(0,22rem)_1fr] md:gap-10">
      <span className="sr-only">{t.loadingBook}</span>
      <div className="mx-auto aspect-[2/3] w-full max-w-[16rem] animate-pulse rounded-xl bg-stone-200 md:max-w-none" />
      <div className="space-y-4" aria-hidden="true">
        <div className="h-9 w-3/4 rounded bg-stone-200" />
        <div className="h-5 w-1/3 rounded bg-stone-100" />
        <div className="h-10 w-1/2 rounded bg-stone-200" />
        <div className="h-32 rounded bg-stone-100" />
        <div className="h-12 w-full max-w-xs rounded-lg bg-stone-200" />
      </div>
    </div>
  );
}

export function BookPage({
  id,
  viewerEmail,
  onBookNow,
  bookedOrderId,
  onAskSeller,
  onOfferExchange,
  onMakeOffer,
  onPayOnDelivery,
  whenSold,
  gallery,
}: BookPageProps) {
  const tShelf = useText(shelfText);
  const t = useText(bookText);
  const query = useBook(id);
  const categories = useCategories();
  const book = query.data;

  useEffect(() => {
    if (!book) return;
    const previous = document.title;
    document.title = t.pageTitle({ title: book.productName });
    return () => {
      document.title = previous;
    };
  }, [book, t]);

  if (query.isPending)
    return (
      <section className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
        <BookPageSkeleton />
      </section>
    );
  if (query.isError) {
    const missing = refusedWith(query.error, 'BOOK_NOT_FOUND');
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{missing ? t.notFound : t.somethingWrong}</h1>
        {missing ? (
          <p className="mt-2 text-stone-600">{t.removedOrWrong}</p>
        ) : (
          <ListProblem what={tShelf.thisBook} onRetry={() => void query.refetch()} />
        )}
        <Link to="/search" className="mt-6 inline-block font-semibold text-brand-700 underline">
          {t.searchOther}
        </Link>
      </section>
    );
  }

  const data = query.data;
  const own = viewerEmail !== undefined && sameEmail(viewerEmail, data.email);
  const category = categories.data?.find((c) => c._id === data.category);

  return (
    <section className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <div className="grid gap-6 md:grid-cols-[minmax(0,22rem)_1fr] md:gap-10">
        <div className="relative mx-auto w-full max-w-[16rem] md:max-w-none">
          {gallery ? (
            gallery(data, own)
          ) : (
            <BookImage
              src={data.image}
              title={data.productName}
              width={400}
              height={600}
              priority
              className="aspect-[2/3] w-full rounded-xl bg-stone-100 shadow-md"
            />
          )}
        </div>
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            {data.advertised && !data.isSold && <FeaturedBadge />}
            {data.openToExchange && !data.isSold && <ExchangeBadge />}
            <CodBadge book={data} />
            {data.exchangeState === 'reserved' && (
              <span className="rounded-full bg-stone-800 px-2 py-0.5 text-xs font-bold text-white">
                {t.reservedForExchange}
              </span>
            )}
            {data.heldForOffer && !data.isSold && (
              <span className="rounded-full bg-stone-800 px-2 py-0.5 text-xs font-bold text-white">
                {t.reservedForABuyer}
              </span>
            )}
            {data.isSold && data.exchangeState !== 'reserved' && (
              <span className="rounded-full bg-stone-800 px-2 py-0.5 text-xs font-bold text-white">
                {data.exchangeState === 'exchanged' ? t.exchanged : t.sold}
              </span>
            )}
            {category && (
              <span className="text-sm text-stone-600">
                {t.inCategory}{' '}
                <Link to={`/categories/${category._id}`} className="font-medium text-brand-800 underline">
                  {categoryName(category)}
                </Link>
              </span>
            )}
          </div>
          <h1 className="mt-2 text-2xl font-extrabold leading-tight tracking-tight text-stone-900 sm:text-3xl">
            {data.productName}
          </h1>
          {data.isSold && whenSold && <div className="mt-3">{whenSold(data)}</div>}
          {data.author && <p className="mt-1 text-lg text-stone-700">{t.by({ author: data.author })}</p>}
          <dl className="mt-4 flex flex-wrap items-end gap-x-6 gap-y-2">
            <div>
              <dt className="text-sm text-stone-600">{t.currentPrice}</dt>
              <dd className="text-3xl font-extrabold text-brand-800">{formatTaka(data.resale)}</dd>
            </div>
            <div>
              <dt className="text-sm text-stone-600">{t.buyingPrice}</dt>
              <dd className="text-lg text-stone-700 line-through decoration-stone-400">
                {formatTaka(data.original)}
              </dd>
            </div>
          </dl>
          <div className="mt-5 flex flex-wrap items-start gap-2">
            <div className="w-full sm:w-64">
              <BookAction
                book={data}
                viewerEmail={viewerEmail}
                onBookNow={onBookNow}
                bookedOrderId={bookedOrderId}
              />
              <PayOnDeliveryButton
                book={data}
                viewerEmail={viewerEmail}
                bookedOrderId={bookedOrderId}
                onPayOnDelivery={onPayOnDelivery}
              />
              <MakeOfferButton book={data} viewerEmail={viewerEmail} onMakeOffer={onMakeOffer} />
              <AskSellerButton book={data} viewerEmail={viewerEmail} onAskSeller={onAskSeller} />
              <OfferExchangeButton book={data} viewerEmail={viewerEmail} onOfferExchange={onOfferExchange} />
            </div>
            {viewerEmail !== undefined && (
              <div className="flex gap-1">
                <WishlistButton book={data} className="ring-1 ring-rose-200" />
                {!own && <ReportButton book={data} className="ring-1 ring-stone-200" />}
              </div>
            )}
            <ShareBook book={data} />
          </div>
          <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl bg-white p-4 text-sm shadow-sm ring-1 ring-stone-200 sm:text-base">
            <dt className="text-stone-600">{t.condition}</dt>
            <dd className="font-semibold text-stone-900">{bookCondition(data.condition)}</dd>
            <dt className="text-stone-600">{t.yearOfUsage}</dt>
            <dd className="text-stone-900">
              {formatCount(data.year)} {data.year === 1 ? t.year : t.years}
            </dd>
            <dt className="text-stone-600">{t.boughtIn}</dt>
            <dd className="text-stone-900">{formatYear(data.purchage)}</dd>
            <dt className="text-stone-600">{t.location}</dt>
            <dd className="text-stone-900">{placeName(data.location)}</dd>
            {data.isbn && (
              <>
                <dt className="text-stone-600">{tShelf.isbn}</dt>
                <dd className="text-stone-900">{data.isbn}</dd>
              </>
            )}
            <dt className="text-stone-600">{t.postedAt}</dt>
            <dd className="text-stone-900">
              <time dateTime={data.time}>{formatFriendlyDate(data.time)}</time>
            </dd>
          </dl>
          {data.openToExchange && !data.isSold && (
            <div className="mt-6 rounded-xl bg-teal-50 p-4 text-sm text-teal-950 ring-1 ring-teal-200">
              <h2 className="font-bold">{t.openToExchange}</h2>
              <p className="mt-1">{data.wants ? t.sellerWants({ wants: data.wants }) : t.swapForOthers}</p>
            </div>
          )}
          <h2 className="mt-6 text-lg font-bold">{t.description}</h2>
          <p className="mt-1 whitespace-pre-line text-stone-800">{data.description}</p>
          <aside
            aria-labelledby="seller-heading"
            className="mt-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
          >
            <h2 id="seller-heading" className="text-sm font-semibold uppercase tracking-wide text-stone-600">
              {t.seller}
            </h2>
            <p className="mt-1 flex items-center gap-1 text-lg font-semibold text-stone-900">
              <span className="truncate">{data.sellerName}</span>
              {data.sellerVerified && <VerifiedTick className="h-5 w-5" />}
            </p>
            <RatingBadge rating={data.sellerRating} />
            {data.conatct ? (
              <p className="text-stone-700">
                <span className="sr-only">{t.contactLabel}</span>
                {data.conatct}
              </p>
            ) : (
              viewerEmail === undefined && <p className="text-sm text-stone-600">{t.signInForPhone}</p>
            )}
            <Link
              to={`/sellers/${data.sellerId}`}
              className="mt-2 inline-block font-semibold text-brand-800 underline"
            >
              {t.sellerProfile({ name: data.sellerName })}
            </Link>
          </aside>
        </div>
      </div>
      <Related id={data._id} />
    </section>
  );
}
