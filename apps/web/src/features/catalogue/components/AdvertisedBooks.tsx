// The landing page's 'Advertised' section: advertised, unsold books. Renders nothing when there are none.
import { formatTaka } from '../../../lib/money.ts';
import { useAdvertisedBooks } from '../api/get-advertised-books.ts';
import { BookImage } from './BookImage.tsx';

export function AdvertisedBooks() {
  const { data, isError, fetchNextPage, hasNextPage, isFetchingNextPage } = useAdvertisedBooks();
  const books = data?.pages.flatMap((page) => page.items) ?? [];
  if (isError || books.length === 0) return null;
  return (
    <section aria-labelledby="advertised" className="mx-auto max-w-6xl px-4 py-10">
      <h2 id="advertised" className="text-2xl font-bold tracking-tight sm:text-3xl">
        Advertised
      </h2>
      <p className="mt-1 text-stone-600">Picked by their sellers to stand out.</p>
      <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {books.map((book) => (
          <li key={book._id}>
            <article className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-2 ring-amber-300">
              <BookImage
                src={book.image}
                title={book.productName}
                width={400}
                height={600}
                className="aspect-[2/3] w-full bg-stone-100"
              />
              <div className="flex flex-1 flex-col gap-1 p-3">
                <h3 className="line-clamp-2 text-sm font-semibold leading-snug text-stone-900">
                  {book.productName}
                </h3>
                <p className="text-xs text-stone-500">{book.location}</p>
                <p className="mt-auto text-base font-bold text-brand-700">{formatTaka(book.resale)}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
      {hasNextPage && (
        <div className="mt-6 text-center">
          <button
            type="button"
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
            className="rounded-full border border-brand-700 px-6 py-2.5 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
          >
            {isFetchingNextPage ? 'Loading…' : 'More advertised books'}
          </button>
        </div>
      )}
    </section>
  );
}
