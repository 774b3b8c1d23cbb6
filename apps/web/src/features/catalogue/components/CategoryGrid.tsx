// The category cards of the landing page and /allcategories; each opens that category's books.
import { Link } from 'react-router';
import { Spinner } from '#app/components/ui/Spinner.tsx';
import { useCategories } from '../api/get-categories.ts';
import { useText } from '#app/i18n/i18n.ts';
import { shelfText } from '../i18n.ts';
import { categoryName } from '#app/lib/reader-names.ts';

const palettes = [
  'bg-teal-50 text-teal-800 ring-teal-200',
  'bg-amber-50 text-amber-800 ring-amber-200',
  'bg-rose-50 text-rose-800 ring-rose-200',
  'bg-sky-50 text-sky-800 ring-sky-200',
  'bg-violet-50 text-violet-800 ring-violet-200',
  'bg-lime-50 text-lime-800 ring-lime-200',
];

function BookIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-7 w-7" aria-hidden="true" fill="none" stroke="currentColor">
      <path
        d="M4 5.5A2.5 2.5 0 0 1 6.5 3H20v15H6.5A2.5 2.5 0 0 0 4 20.5zM4 20.5A2.5 2.5 0 0 0 6.5 23H20v-5"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <path d="M8 7h8M8 11h6" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

export function CategoryGrid() {
  const t = useText(shelfText);
  const { data, isPending, isError, refetch } = useCategories();
  if (isPending) return <Spinner label={t.loadingCategories} />;
  if (isError)
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
        {t.couldNotLoadTheCategories}{' '}
        <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
          {t.tryAgain}
        </button>
      </p>
    );
  if (data.length === 0) return <p className="text-stone-600">{t.noCategoriesYet}</p>;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
      {data.map((category, i) => (
        <li key={category._id}>
          <Link
            to={`/categories/${category._id}`}
            className="group flex h-full flex-col items-center gap-3 rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-stone-200 transition hover:-translate-y-0.5 hover:shadow-md sm:p-6"
          >
            <span
              className={`flex h-14 w-14 items-center justify-center rounded-full ring-1 ${palettes[i % palettes.length]}`}
            >
              <BookIcon />
            </span>
            <span className="font-semibold text-stone-900 group-hover:text-brand-700">
              {categoryName(category)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
