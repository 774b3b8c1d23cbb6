import type { Book } from '@boibazar/shared/catalogue';
import { Link } from 'react-router';
import { ListProblem } from '../../../components/ui/ListProblem.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCategories } from '../api/get-categories.ts';
import { useCategoryBooks } from '../api/get-category-books.ts';
import { BookGrid, BookGridSkeleton } from '../components/BookGrid.tsx';

export interface CategoryBooksPageProps {
  id: string;
  viewerEmail: string;
  onBookNow: (book: Book) => void;
  bookedOrders?: Record<string, string>;
}

/** The books of one category, advertised ones first; the category itself is loaded first (spec §2). */
export function CategoryBooksPage({ id, viewerEmail, onBookNow, bookedOrders }: CategoryBooksPageProps) {
  const query = useCategoryBooks(id);
  // The heading is known at once when the category list is cached (it is, coming from the grid), so the
  // skeleton below it keeps the page's shape and nothing moves when the books arrive.
  const known = useCategories().data?.find((c) => c._id === id);
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <section className="mx-auto max-w-6xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{missing ? 'Category not found' : 'Something went wrong'}</h1>
        {missing ? (
          <p className="mt-2 text-stone-600" role="alert">
            There is no category at this address. It may have been removed.
          </p>
        ) : (
          <ListProblem what="the books" onRetry={() => void query.refetch()} />
        )}
        <Link to="/allcategories" className="mt-6 inline-block font-semibold text-brand-700 underline">
          See all categories
        </Link>
      </section>
    );
  }
  const category = query.data?.pages[0]?.data ?? known;
  const books = query.data?.pages.flatMap((p) => p.data.books) ?? [];
  return (
    <section className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <h1 className="min-h-9 text-3xl font-bold tracking-tight">{category?.categoryName ?? '\u00a0'}</h1>
      {query.isPending ? (
        <BookGridSkeleton label="Loading the category" />
      ) : books.length === 0 ? (
        <div className="mt-6 rounded-lg bg-white p-6 text-stone-600 ring-1 ring-stone-200">
          <p>No books in this category right now. Check back soon.</p>
          <Link to="/allcategories" className="mt-2 inline-block font-semibold text-brand-700 underline">
            Browse other categories
          </Link>
        </div>
      ) : (
        <BookGrid
          books={books}
          viewerEmail={viewerEmail}
          onBookNow={onBookNow}
          bookedOrders={bookedOrders}
          hasNextPage={query.hasNextPage}
          isFetchingNextPage={query.isFetchingNextPage}
          fetchNextPage={query.fetchNextPage}
        />
      )}
    </section>
  );
}
