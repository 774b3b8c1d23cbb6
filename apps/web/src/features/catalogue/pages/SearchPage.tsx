import type { Book } from '@boibazar/shared/catalogue';
import { useId, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ListProblem } from '../../../components/ui/ListProblem.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCategories } from '../api/get-categories.ts';
import { useSearchBooks, type SearchParams } from '../api/search-books.ts';
import { BookGrid, BookGridSkeleton } from '../components/BookGrid.tsx';

const KEYS = ['q', 'category', 'minPrice', 'maxPrice', 'condition', 'location', 'sort'] as const;
const inputClass = 'w-full rounded-md border border-stone-300 px-3 py-2';

export interface SearchPageProps {
  viewerEmail?: string;
  onBookNow?: (book: Book) => void;
  bookedOrders?: Record<string, string>;
}

/** Search results for /search?q=…, with filters and sorting kept in the address. */
export function SearchPage({ viewerEmail, onBookNow, bookedOrders }: SearchPageProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params: SearchParams = {};
  for (const key of KEYS) {
    const value = searchParams.get(key);
    if (value) params[key] = value;
  }
  const results = useSearchBooks(params);
  const categories = useCategories();
  const id = useId();
  const books = results.data?.pages.flatMap((p) => p.items) ?? [];
  const filtered = KEYS.some((key) => key !== 'q' && params[key]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of KEYS) {
      const value = String(form.get(key) ?? '').trim();
      if (value) next.set(key, value);
    }
    setSearchParams(next);
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
            Results for <q>{params.q}</q>
          </>
        ) : (
          'Search books'
        )}
      </h1>
      <form
        key={searchParams.toString()}
        role="search"
        aria-label="Book search with filters"
        onSubmit={submit}
        className="mt-6 grid gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:grid-cols-2 lg:grid-cols-4"
      >
        <div className="lg:col-span-3">{field('q', 'Title, author or description', { type: 'search' })}</div>
        <div className="flex items-end">
          <button
            type="submit"
            className="rounded-lg bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            Search
          </button>
        </div>
        <details open={filtered} className="group sm:col-span-2 lg:col-span-4 [&[open]>summary]:mb-3">
          <summary className="cursor-pointer text-sm font-semibold text-brand-800">
            Filters and sorting
          </summary>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-category`} className="text-sm font-medium text-stone-700">
                Category
              </label>
              <select
                id={`${id}-category`}
                name="category"
                defaultValue={params.category ?? ''}
                className={inputClass}
              >
                <option value="">Any category</option>
                {categories.data?.map((c) => (
                  <option key={c._id} value={c._id}>
                    {c.categoryName}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-sort`} className="text-sm font-medium text-stone-700">
                Sort by
              </label>
              <select
                id={`${id}-sort`}
                name="sort"
                defaultValue={params.sort ?? 'newest'}
                className={inputClass}
              >
                <option value="newest">Newest first</option>
                <option value="price_asc">Price: low to high</option>
                <option value="price_desc">Price: high to low</option>
              </select>
            </div>
            {field('minPrice', 'Min price (Taka)', { inputMode: 'numeric' })}
            {field('maxPrice', 'Max price (Taka)', { inputMode: 'numeric' })}
            {field('condition', 'Condition')}
            {field('location', 'Location')}
          </div>
        </details>
      </form>
      {results.isPending ? (
        <BookGridSkeleton label="Searching" />
      ) : results.isError ? (
        results.error instanceof ApiError && results.error.status === 400 ? (
          <p role="alert" className="mt-6 rounded-lg bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200">
            Some filters are not valid: prices must be whole numbers of Taka, and the text at most 100
            characters. Please check them and search again.
          </p>
        ) : (
          <ListProblem what="the results" onRetry={() => void results.refetch()} />
        )
      ) : books.length === 0 ? (
        <p className="mt-6 rounded-lg bg-white p-6 text-stone-600 ring-1 ring-stone-200">
          No books match. Try fewer words or other filters.
        </p>
      ) : (
        <BookGrid
          books={books}
          viewerEmail={viewerEmail}
          onBookNow={onBookNow}
          bookedOrders={bookedOrders}
          hasNextPage={results.hasNextPage}
          isFetchingNextPage={results.isFetchingNextPage}
          fetchNextPage={results.fetchNextPage}
        />
      )}
    </section>
  );
}
