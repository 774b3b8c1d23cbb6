import { CategoryGrid } from '../components/CategoryGrid.tsx';
import { useText } from '../../../i18n/i18n.ts';

export function AllCategoriesPage() {
  const t = useText('shelf');
  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight">{t.allCategories}</h1>
      <p className="mt-2 max-w-2xl text-stone-600">{t.pickAShelfToSee}</p>
      <div className="mt-8">
        <CategoryGrid />
      </div>
    </section>
  );
}
