import { Link } from 'react-router';
import { CategoryGrid } from '../components/CategoryGrid.tsx';
import { useSession } from '#app/features/identity/index.ts';
import { useText } from '#app/i18n/i18n.ts';
import { shelfText } from '../i18n.ts';

export function AllCategoriesPage() {
  const t = useText(shelfText);
  const { user } = useSession();
  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight">{t.allCategories}</h1>
      <p className="mt-2 max-w-2xl text-stone-600">{t.allCategoriesIntro}</p>
      {!user && (
        <p className="mt-3">
          <Link
            to="/browse"
            className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
          >
            {t.allBooksLinkHint}
            <span aria-hidden="true">→</span>
          </Link>
        </p>
      )}
      <div className="mt-8">
        <CategoryGrid />
      </div>
    </section>
  );
}
