import type { Book } from '@boibazar/shared/catalogue';
import { Link, useSearchParams } from 'react-router';
import { ListProblem } from '#app/components/ui/ListProblem.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { browseText, shelfText } from '../i18n.ts';
import { refusedWith } from '#app/lib/api-client.ts';
import { useCategories } from '../api/get-categories.ts';
import { useCategoryBooks } from '../api/get-category-books.ts';
import { BookGrid, BookGridSkeleton } from '../components/BookGrid.tsx';
import { itemsOf } from '#app/lib/pages.ts';
import { categoryName } from '#app/lib/reader-names.ts';

export interface CategoryBooksPageProps {
  id: string;
  viewerEmail: string;
  onBookNow: (book: Book) => void;
  bookedOrders?: Record<string, string>;
  onAskSeller?: (book: Book) => void;
  onOfferExchange?: (book: Book) => void;
}

/** The books of one category, advertised ones first; the category itself is loaded first (spec §2). */
export function CategoryBooksPage({
  id,
  viewerEmail,
  onBookNow,
  bookedOrders,
  onAskSeller,
  onOfferExchange,
}: CategoryBooksPageProps) {
  const tShelf = useText(shelfText);
  const t = useText(browseText);
  const [searchParams, setSearchParams] = useSearchParams();
  const exchangeOnly = searchParams.get('exchange') === '1';
  const query = useCategoryBooks(id, exchangeOnly);
  // The heading is known at once when the category list is cached (it is, coming from the grid), so the
  // skeleton below it keeps the page's shape and nothing moves when the books arrive.
  const known = useCategories().data?.find((c) => c._id === id);
  if (query.isError) {
    const missing = refusedWith(query.error, 'CATEGORY_NOT_FOUND');
    return (
      <section className="mx-auto max-w-6xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{missing ? t.categoryNotFound : t.somethingWrong}</h1>
        {missing ? (
          <p className="mt-2 text-stone-600" role="alert">
            {t.noCategoryHere}
          </p>
        ) : (
          <ListProblem what={tShelf.theBooks} onRetry={() => void query.refetch()} />
        )}
        <Link to="/allcategories" className="mt-6 inline-block font-semibold text-brand-700 underline">
          {t.seeAllCategories}
        </Link>
      </section>
    );
  }
  const category = query.data?.pages[0]?.data ?? known;
  const books = itemsOf(query.data, (page) => page.data.books);
  return (
    <section className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="min-h-9 text-3xl font-bold tracking-tight">
          {category ? categoryName(category) : '\u00a0'}
        </h1>
        <label className="flex items-center gap-2 rounded-lg bg-white px-3 py-2 text-sm font-medium text-stone-800 ring-1 ring-stone-200">
          <input
            type="checkbox"
            className="h-4 w-4"
            checked={exchangeOnly}
            onChange={(event) =>
              setSearchParams(event.target.checked ? { exchange: '1' } : {}, { replace: true })
            }
          />
          {t.openToExchange}
        </label>
      </div>
      {query.isPending ? (
        <BookGridSkeleton label={t.loadingCategory} />
      ) : books.length === 0 ? (
        <div className="mt-6 rounded-lg bg-white p-6 text-stone-600 ring-1 ring-stone-200">
          <p>{exchangeOnly ? t.noExchangeBooks : t.noBooksInCategory}</p>
          <Link to="/allcategories" className="mt-2 inline-block font-semibold text-brand-700 underline">
            {t.browseOther}
          </Link>
        </div>
      ) : (
        <BookGrid
          books={books}
          viewerEmail={viewerEmail}
          onBookNow={onBookNow}
          bookedOrders={bookedOrders}
          onAskSeller={onAskSeller}
          onOfferExchange={onOfferExchange}
          hasNextPage={query.hasNextPage}
          isFetchingNextPage={query.isFetchingNextPage}
          fetchNextPage={query.fetchNextPage}
        />
      )}
    </section>
  );
}
