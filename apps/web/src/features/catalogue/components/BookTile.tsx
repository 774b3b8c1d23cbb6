// A small card for rows of books (landing shelves, 'more from this seller', 'similar books'): cover first,
// title, price, condition and where it is; title and cover open the book's page.
import type { Book } from '@boibazar/shared/catalogue';
import { Link } from 'react-router';
import { VerifiedTick } from '#app/components/ui/VerifiedTick.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { commonText } from '#app/i18n/shell.ts';
import { formatTaka } from '#app/lib/money.ts';
import { BookCover } from './BookCover.tsx';
import { CodBadge } from './CodBadge.tsx';
import { bookCondition, placeName } from '#app/lib/reader-names.ts';

export function BookTile({
  book,
  priority = false,
  headingLevel = 3,
}: {
  book: Book;
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const t = useText(commonText);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
      <BookCover book={book} priority={priority} />
      <div className="flex flex-1 flex-col gap-1 p-3">
        <Heading className="line-clamp-2 text-sm font-semibold leading-snug text-stone-900">
          <Link to={`/books/${book._id}`} className="hover:underline">
            {book.productName}
          </Link>
        </Heading>
        <p className="text-base font-bold text-brand-800">{formatTaka(book.resale)}</p>
        <CodBadge book={book} className="self-start" />
        <p className="text-xs text-stone-600">
          <span className="sr-only">{t.condition}</span>
          {bookCondition(book.condition)} · <span className="sr-only">{t.location}</span>
          {placeName(book.location)}
        </p>
        <p className="mt-auto flex items-center gap-1 pt-1 text-xs text-stone-600">
          <span className="truncate">{book.sellerName}</span>
          {book.sellerVerified && <VerifiedTick className="h-3.5 w-3.5" />}
        </p>
      </div>
    </article>
  );
}

export const tileGridClass = 'mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-6';

export function BookTileSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul className={tileGridClass} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
          <div className="aspect-[2/3] w-full animate-pulse bg-stone-200" />
          <div className="space-y-2 p-3">
            <div className="h-4 w-4/5 rounded bg-stone-200" />
            <div className="h-5 w-1/2 rounded bg-stone-200" />
            <div className="h-3 w-2/3 rounded bg-stone-100" />
            <div className="h-3 w-1/2 rounded bg-stone-100" />
          </div>
        </li>
      ))}
    </ul>
  );
}
