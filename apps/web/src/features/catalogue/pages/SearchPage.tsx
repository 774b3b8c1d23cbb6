import type { Book } from '@boibazar/shared/catalogue';
import { useId, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ListProblem } from '#app/components/ui/ListProblem.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { browseText, finderText, shelfText } from '../i18n.ts';
import { refusedWith } from '#app/lib/api-client.ts';
import { useSearchBooks, type SearchParams } from '../api/search-books.ts';
import { BookGrid, BookGridSkeleton } from '../components/BookGrid.tsx';
import { itemsOf } from '#app/lib/pages.ts';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { FilterBar } from '../components/FilterBar.tsx';

const KEYS = [
  'q',
  'category',
  'minPrice',
  'maxPrice',
  'condition',
  'location',
  'sort',
  'exchange',
  'cod',
] as const;

/** The address's query for a search: its chosen values only, in one order, so equal searches share a link. */
function toSearchParams(params: SearchParams): URLSearchParams {
  const next = new URLSearchParams();
  for (const key of KEYS) {
    const value = params[key]?.trim();
    if (value) next.set(key, value);
  }
  return next;
}
const inputClass = 'w-full rounded-md border border-stone-300 px-3 py-2';

export interface SearchPageProps {
  viewerEmail?: string;
  onBookNow?: (book: Book) => void;
  bookedOrders?: Record<string, string>;
  onAskSeller?: (book: Book) => void;
  onOfferExchange?: (book: Book) => void;
  /** Beside the filter bar: the saved-searches feature's Notify me. */
  saveSearch?: ReactNode;
}

/** Search results for /search?q=…, with filters and sorting kept in the address. */
export function SearchPage({
  viewerEmail,
  onBookNow,
  bookedOrders,
  onAskSeller,
  onOfferExchange,
  saveSearch,
}: SearchPageProps) {
  const tShelf = useText(shelfText);
  const t = useText(browseText);
  const tFinder = useText(finderText);
  const [searchParams, setSearchParams] = useSearchParams();
  const params: SearchParams = {};
  for (const key of KEYS) {
    const value = searchParams.get(key);
    if (value) params[key] = value;
  }
  const results = useSearchBooks(params);
  const id = useId();
  const books = itemsOf(results.data);
  const didYouMean = results.data?.pages[0]?.didYouMean;

  // A new search keeps the filters and sort chosen in the bar.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    setSearchParams(toSearchParams({ ...params, q }));
  };

  const field = (key: (typeof KEYS)[number], label: string, props: Record<string, unknown> = {}) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${key}`} className="text-sm font-medium text-stone-700">
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        name={key}
        defaultValue={params[key] ?? ''}
        className={inputClass}
        {...props}
      />
    </div>
  );

  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">
        {params.q ? (
          <>
            {t.resultsFor}
            <q>{params.q}</q>
          </>
        ) : (
          tFinder.allBooks
        )}
      </h1>
      <form
        key={searchParams.toString()}
        role="search"
        aria-label={t.searchWithFilters}
        onSubmit={submit}
        className="mt-6 grid gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:grid-cols-4"
      >
        <div className="sm:col-span-3">{field('q', t.queryLabel, { type: 'search' })}</div>
        <div className="flex items-end">
          <button type="submit" className={buttonClass({ size: 'lg' })}>
            {t.search}
          </button>
        </div>
      </form>
      <FilterBar params={params} onChange={(next) => setSearchParams(toSearchParams(next))} />
      {saveSearch && <div className="mt-3 flex justify-end">{saveSearch}</div>}
      {results.isPending ? (
        <BookGridSkeleton label={t.searching} />
      ) : results.isError ? (
        refusedWith(results.error, 'VALIDATION_FAILED', 'INVALID_CURSOR') ? (
          <p role="alert" className="mt-6 rounded-lg bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200">
            {t.badFilters}
          </p>
        ) : (
          <ListProblem what={tShelf.theResults} onRetry={() => void results.refetch()} />
        )
      ) : books.length === 0 ? (
        <div className="mt-6 rounded-lg bg-white p-6 text-stone-600 ring-1 ring-stone-200">
          <p>{t.noMatch}</p>
          {didYouMean && (
            <p className="mt-2 text-lg">
              {t.didYouMeanBefore}
              <Link
                to={`/search?${new URLSearchParams({ q: didYouMean })}`}
                className="font-semibold text-brand-800 underline"
              >
                {didYouMean}
              </Link>
              {t.didYouMeanAfter}
            </p>
          )}
        </div>
      ) : (
        <BookGrid
          books={books}
          viewerEmail={viewerEmail}
          onBookNow={onBookNow}
          bookedOrders={bookedOrders}
          onAskSeller={onAskSeller}
          onOfferExchange={onOfferExchange}
          hasNextPage={results.hasNextPage}
          isFetchingNextPage={results.isFetchingNextPage}
          fetchNextPage={results.fetchNextPage}
        />
      )}
    </section>
  );
}
