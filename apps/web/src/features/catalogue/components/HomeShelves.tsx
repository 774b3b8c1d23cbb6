// The landing page's rows of books: 'Newly Arrived!' (every listed book, newest first) and 'Advertised'
// (advertised, unsold books). A shelf renders nothing until it has a book.
import type { Book } from '@boibazar/shared/catalogue';
import { LoadMoreButton } from '../../../components/ui/LoadMoreButton.tsx';
import { formatTaka } from '../../../lib/money.ts';
import { useAdvertisedBooks } from '../api/get-advertised-books.ts';
import { useAllBooks } from '../api/get-all-books.ts';
import { BookImage } from './BookImage.tsx';

interface ShelfProps {
  id: string;
  title: string;
  subtitle: string;
  query: ReturnType<typeof useAllBooks>;
  moreLabel?: string;
  /** Advertised books stand out with an amber ring and say where they are. */
  advertised?: boolean;
}

function BookShelf({ id, title, subtitle, query, moreLabel, advertised = false }: ShelfProps) {
  const books: Book[] = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (query.isError || books.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 py-10">
      <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      <p className="mt-1 text-stone-600">{subtitle}</p>
      <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {books.map((book) => (
          <li key={book._id}>
            <article
              className={`flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ${advertised ? 'ring-2 ring-amber-300' : 'ring-1 ring-stone-200'}`}
            >
              <BookImage
                src={book.image}
                title={book.productName}
                alt={advertised ? undefined : `Cover of ${book.productName}`}
                width={400}
                height={600}
                className="aspect-[2/3] w-full bg-stone-100"
              />
              <div className="flex flex-1 flex-col gap-1 p-3">
                <h3 className="line-clamp-2 text-sm font-semibold leading-snug text-stone-900">
                  {book.productName}
                </h3>
                {advertised && <p className="text-xs text-stone-500">{book.location}</p>}
                <p className="mt-auto text-base font-bold text-brand-700">{formatTaka(book.resale)}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
      <LoadMoreButton query={query} label={moreLabel} />
    </section>
  );
}

export function NewlyArrived() {
  return (
    <BookShelf
      id="newly-arrived"
      title="Newly Arrived!"
      subtitle="Fresh from readers across Bangladesh."
      query={useAllBooks()}
    />
  );
}

export function AdvertisedBooks() {
  return (
    <BookShelf
      id="advertised"
      title="Advertised"
      subtitle="Picked by their sellers to stand out."
      query={useAdvertisedBooks()}
      moreLabel="More advertised books"
      advertised
    />
  );
}
