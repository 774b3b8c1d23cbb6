// /books/:id: one listing with its photo large, every detail, the seller, what the viewer can do now, and
// more books from the same seller and of the same kind. Public (a shared link works for anyone); the
// seller's phone and email come only to signed-in viewers (decision 023).
import type { Book } from '@boibazar/shared/catalogue';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { ListProblem } from '../../../components/ui/ListProblem.tsx';
import { VerifiedTick } from '../../../components/ui/VerifiedTick.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatFriendlyDate } from '../../../lib/dates.ts';
import { formatTaka } from '../../../lib/money.ts';
import { useBook, useRelatedBooks } from '../api/get-book.ts';
import { useCategories } from '../api/get-categories.ts';
import { BookAction, ReportButton, sameEmail, WishlistButton } from '../components/BookCard.tsx';
import { FeaturedBadge } from '../components/BookCover.tsx';
import { BookImage } from '../components/BookImage.tsx';
import { BookTile, BookTileSkeleton, tileGridClass } from '../components/BookTile.tsx';

export interface BookPageProps {
  id: string;
  viewerEmail?: string;
  onBookNow?: (book: Book) => void;
  bookedOrderId?: string;
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
  const related = useRelatedBooks(id);
  if (related.isPending)
    return (
      <div className="mt-10" role="status">
        <span className="sr-only">Loading more books</span>
        <BookTileSkeleton />
      </div>
    );
  if (related.isError) return null;
  return (
    <>
      <RelatedShelf id="more-from-seller" title="More from this seller" books={related.data.moreFromSeller} />
      <RelatedShelf id="similar-books" title="Similar books" books={related.data.similar} />
    </>
  );
}

function BookPageSkeleton() {
  return (
    <div role="status" className="grid gap-6 md:grid-cols-[minmax(0,22rem)_1fr] md:gap-10">
      <span className="sr-only">Loading the book</span>
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

export function BookPage({ id, viewerEmail, onBookNow, bookedOrderId }: BookPageProps) {
  const query = useBook(id);
  const categories = useCategories();
  const book = query.data;

  useEffect(() => {
    if (!book) return;
    const previous = document.title;
    document.title = `${book.productName} · BoiBazar`;
    return () => {
      document.title = previous;
    };
  }, [book]);

  if (query.isPending)
    return (
      <section className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
        <BookPageSkeleton />
      </section>
    );
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{missing ? 'Book not found' : 'Something went wrong'}</h1>
        {missing ? (
          <p className="mt-2 text-stone-600">
            This listing was removed by its seller, or the address is wrong.
          </p>
        ) : (
          <ListProblem what="this book" onRetry={() => void query.refetch()} />
        )}
        <Link to="/search" className="mt-6 inline-block font-semibold text-brand-700 underline">
          Search other books
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
          <BookImage
            src={data.image}
            title={data.productName}
            width={400}
            height={600}
            priority
            className="aspect-[2/3] w-full rounded-xl bg-stone-100 shadow-md"
          />
        </div>
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            {data.advertised && !data.isSold && <FeaturedBadge />}
            {data.isSold && (
              <span className="rounded-full bg-stone-800 px-2 py-0.5 text-xs font-bold text-white">Sold</span>
            )}
            {category && (
              <span className="text-sm text-stone-600">
                in{' '}
                <Link to={`/categories/${category._id}`} className="font-medium text-brand-800 underline">
                  {category.categoryName}
                </Link>
              </span>
            )}
          </div>
          <h1 className="mt-2 text-2xl font-extrabold leading-tight tracking-tight text-stone-900 sm:text-3xl">
            {data.productName}
          </h1>
          {data.author && <p className="mt-1 text-lg text-stone-700">by {data.author}</p>}
          <dl className="mt-4 flex flex-wrap items-end gap-x-6 gap-y-2">
            <div>
              <dt className="text-sm text-stone-600">Current Price</dt>
              <dd className="text-3xl font-extrabold text-brand-800">{formatTaka(data.resale)}</dd>
            </div>
            <div>
              <dt className="text-sm text-stone-600">Buying Price</dt>
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
            </div>
            {viewerEmail !== undefined && (
              <div className="flex gap-1">
                <WishlistButton book={data} className="ring-1 ring-rose-200" />
                {!own && <ReportButton book={data} className="ring-1 ring-stone-200" />}
              </div>
            )}
          </div>
          <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl bg-white p-4 text-sm shadow-sm ring-1 ring-stone-200 sm:text-base">
            <dt className="text-stone-600">Condition</dt>
            <dd className="font-semibold text-stone-900">{data.condition}</dd>
            <dt className="text-stone-600">Year of usage</dt>
            <dd className="text-stone-900">
              {data.year} {data.year === 1 ? 'year' : 'years'}
            </dd>
            <dt className="text-stone-600">Bought in</dt>
            <dd className="text-stone-900">{data.purchage}</dd>
            <dt className="text-stone-600">Location</dt>
            <dd className="text-stone-900">{data.location}</dd>
            {data.isbn && (
              <>
                <dt className="text-stone-600">ISBN</dt>
                <dd className="text-stone-900">{data.isbn}</dd>
              </>
            )}
            <dt className="text-stone-600">Posted at</dt>
            <dd className="text-stone-900">
              <time dateTime={data.time}>{formatFriendlyDate(data.time)}</time>
            </dd>
          </dl>
          <h2 className="mt-6 text-lg font-bold">Description</h2>
          <p className="mt-1 whitespace-pre-line text-stone-800">{data.description}</p>
          <aside
            aria-labelledby="seller-heading"
            className="mt-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
          >
            <h2 id="seller-heading" className="text-sm font-semibold uppercase tracking-wide text-stone-600">
              Seller
            </h2>
            <p className="mt-1 flex items-center gap-1 text-lg font-semibold text-stone-900">
              <span className="truncate">{data.sellerName}</span>
              {data.sellerVerified && <VerifiedTick className="h-5 w-5" />}
            </p>
            {data.conatct ? (
              <p className="text-stone-700">
                <span className="sr-only">Contact: </span>
                {data.conatct}
              </p>
            ) : (
              viewerEmail === undefined && (
                <p className="text-sm text-stone-600">Sign in to see the seller&apos;s phone.</p>
              )
            )}
            <Link
              to={`/sellers/${data.sellerId}`}
              className="mt-2 inline-block font-semibold text-brand-800 underline"
            >
              See {data.sellerName}&apos;s profile
            </Link>
          </aside>
        </div>
      </div>
      <Related id={data._id} />
    </section>
  );
}
