import type { Book } from '@boibazar/shared/catalogue';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCategoryBooks } from '../api/get-category-books.ts';
import { BookGrid } from '../components/BookGrid.tsx';

export interface CategoryBooksPageProps {
  id: string;
  viewerEmail: string;
  onBookNow: (book: Book) => void;
}

/** The books of one category; the category itself is loaded first (spec §2). */
export function CategoryBooksPage({ id, viewerEmail, onBookNow }: CategoryBooksPageProps) {
  const query = useCategoryBooks(id);
  if (query.isPending) return <Spinner label="Loading the category" />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <section className="mx-auto max-w-6xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{missing ? 'Category not found' : 'Something went wrong'}</h1>
        <p className="mt-2 text-stone-600" role="alert">
          {missing
            ? 'There is no category at this address. It may have been removed.'
            : 'The books could not be loaded. Please try again.'}
        </p>
        <Link to="/allcategories" className="mt-6 inline-block font-semibold text-brand-700 underline">
          See all categories
        </Link>
      </section>
    );
  }
  const category = query.data.pages[0].data;
  const books = query.data.pages.flatMap((p) => p.data.books);
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">{category.categoryName}</h1>
      {books.length === 0 ? (
        <p className="mt-6 rounded-lg bg-white p-6 text-stone-600 ring-1 ring-stone-200">
          No books in this category right now. Check back soon.
        </p>
      ) : (
        <BookGrid
          books={books}
          viewerEmail={viewerEmail}
          onBookNow={onBookNow}
          hasNextPage={query.hasNextPage}
          isFetchingNextPage={query.isFetchingNextPage}
          fetchNextPage={query.fetchNextPage}
        />
      )}
    </section>
  );
}
