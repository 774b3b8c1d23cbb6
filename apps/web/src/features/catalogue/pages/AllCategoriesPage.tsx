import { CategoryGrid } from '../components/CategoryGrid.tsx';

export function AllCategoriesPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight">All Categories</h1>
      <p className="mt-2 max-w-2xl text-stone-600">
        Pick a shelf to see the second-hand books readers are selling in it. You need to be signed in to see
        the books and book one.
      </p>
      <div className="mt-8">
        <CategoryGrid />
      </div>
    </section>
  );
}
