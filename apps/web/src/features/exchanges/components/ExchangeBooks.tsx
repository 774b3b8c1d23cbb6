import type { ExchangeBook } from '@boibazar/shared/exchanges';
import { Link } from 'react-router';
import { BookImage } from '#app/components/ui/BookImage.tsx';
import { formatTaka } from '#app/lib/money.ts';
import { bookCondition } from '#app/lib/reader-names.ts';

/** One side's books: covers, titles (linking to each book's page) and prices. */
export function ExchangeBooks({ books, label }: { books: ExchangeBook[]; label: string }) {
  return (
    <div className="min-w-0">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-stone-600">{label}</h3>
      <ul className="mt-2 space-y-2">
        {books.map((book) => (
          <li key={book._id} className="flex items-center gap-3">
            <BookImage
              src={book.image}
              title={book.productName}
              alt=""
              width={40}
              height={60}
              className="aspect-[2/3] w-10 shrink-0 rounded bg-stone-100 shadow-sm"
            />
            <div className="min-w-0">
              <Link
                to={`/books/${book._id}`}
                className="block truncate font-medium text-stone-900 hover:underline"
              >
                {book.productName}
              </Link>
              <p className="text-xs text-stone-600">
                {book.author ? `${book.author} · ` : ''}
                {formatTaka(book.resale)} · {bookCondition(book.condition)}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
