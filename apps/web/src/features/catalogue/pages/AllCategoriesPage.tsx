import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { useCategories } from '../api/get-categories.ts';

export function AllCategoriesPage() {
  const { data, isPending, isError } = useCategories();
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold">All Categories</h1>
      {isPending ? (
        <Spinner label="Loading categories" />
      ) : isError ? (
        <p role="alert">Could not load the categories.</p>
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
          {data.map((c) => (
            <li key={c._id}>
              <Link
                to={`/categories/${c._id}`}
                className="block rounded-lg border bg-white p-6 text-center font-semibold shadow-sm hover:shadow"
              >
                {c.categoryName}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
