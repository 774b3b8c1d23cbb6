// The landing page's rows of books: 'Newly Arrived!' (every listed book, newest first) and 'Advertised'
// (advertised, unsold books). While loading, a shelf keeps its place with skeleton tiles; on failure it
// says so and offers a retry; an empty 'Advertised' shelf is left out.
import type { Book } from '@boibazar/shared/catalogue';
import { LoadMoreButton } from '#app/components/ui/LoadMoreButton.tsx';
import { useAdvertisedBooks } from '../api/get-advertised-books.ts';
import { useAllBooks } from '../api/get-all-books.ts';
import { BookTile, BookTileSkeleton, tileGridClass } from './BookTile.tsx';
import { ListProblem } from '#app/components/ui/ListProblem.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { shelfText } from '../i18n.ts';
import { itemsOf } from '#app/lib/pages.ts';

interface ShelfProps {
  id: string;
  title: string;
  subtitle: string;
  query: ReturnType<typeof useAllBooks>;
  moreLabel?: string;
  /** The landing page's first shelf: its first cover is the page's largest paint. */
  first?: boolean;
  hideWhenEmpty?: boolean;
  empty?: string;
}

function BookShelf({
  id,
  title,
  subtitle,
  query,
  moreLabel,
  first = false,
  hideWhenEmpty,
  empty,
}: ShelfProps) {
  const t = useText(shelfText);
  const books: Book[] = itemsOf(query.data);
  if (hideWhenEmpty && query.isSuccess && books.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      <p className="mt-1 text-stone-600">{subtitle}</p>
      {query.isPending ? (
        <BookTileSkeleton />
      ) : query.isError ? (
        <ListProblem what={t.theseBooks} onRetry={() => void query.refetch()} />
      ) : books.length === 0 ? (
        <p className="mt-4 rounded-lg bg-white p-6 text-stone-600 ring-1 ring-stone-200">{empty}</p>
      ) : (
        <ul className={tileGridClass}>
          {books.map((book, index) => (
            <li key={book._id}>
              <BookTile book={book} priority={first && index === 0} />
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton query={query} label={moreLabel} />
    </section>
  );
}

export function NewlyArrived() {
  const t = useText(shelfText);
  return (
    <BookShelf
      id="newly-arrived"
      title={t.newlyArrived}
      subtitle={t.newlyArrivedText}
      query={useAllBooks()}
      first
      empty={t.noBooksYet}
    />
  );
}

export function AdvertisedBooks() {
  const t = useText(shelfText);
  return (
    <BookShelf
      id="advertised"
      title={t.advertisedShelfTitle}
      subtitle={t.advertisedShelfText}
      query={useAdvertisedBooks()}
      moreLabel={t.moreAdvertised}
      hideWhenEmpty
    />
  );
}
