// /dashboard/saved-searches: the reader's saved searches, each with its results, its email (daily, at
// once or none; decision 390), pause and delete.
import type { SavedSearchEmail } from '@boibazar/shared/saved-searches';
import { Link } from 'react-router';
import { ListProblem } from '#app/components/ui/ListProblem.tsx';
import { Spinner } from '#app/components/ui/Spinner.tsx';
import { useCategories } from '#app/features/catalogue/index.ts';
import { useText } from '#app/i18n/i18n.ts';
import { savedSearchesText } from '../i18n.ts';
import { formatDateTime } from '#app/lib/dates.ts';
import { notify } from '#app/lib/toast.ts';
import { useChangeSavedSearch, useDeleteSavedSearch, useSavedSearches } from '../api/saved-searches.ts';
import { filterSummary, searchAddress } from '../components/filter-summary.ts';

export function SavedSearchesPage() {
  const t = useText(savedSearchesText);
  const searches = useSavedSearches();
  const categories = useCategories().data ?? [];
  const change = useChangeSavedSearch();
  const remove = useDeleteSavedSearch();
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight">{t.title}</h1>
      <p className="mt-1 text-stone-600">{t.intro}</p>
      {searches.isPending ? (
        <Spinner label={t.loading} />
      ) : searches.isError ? (
        <ListProblem what={t.title} onRetry={() => void searches.refetch()} />
      ) : searches.data.length === 0 ? (
        <p className="mt-6 rounded-lg bg-white p-6 text-stone-600 ring-1 ring-stone-200">
          {t.none}{' '}
          <Link to="/browse" className="font-semibold text-brand-800 underline">
            {t.browseBooks}
          </Link>
        </p>
      ) : (
        <ul className="mt-6 flex flex-col gap-3">
          {searches.data.map((search) => {
            const summary = filterSummary(search.filter, categories).join(' · ');
            const name = search.name || summary;
            return (
              <li key={search._id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
                <h2 className="font-semibold">
                  <Link to={searchAddress(search.filter)} className="text-brand-800 underline">
                    {name}
                  </Link>
                  {search.paused && (
                    <span className="ml-2 text-sm font-normal text-stone-500">{t.pausedBadge}</span>
                  )}
                </h2>
                <p className="mt-1 text-sm text-stone-600">{summary}</p>
                <p className="mt-1 text-xs text-stone-500">
                  {t.savedOn({ date: formatDateTime(search.createdAt) })}
                </p>
                <p className="mt-2">
                  <select
                    aria-label={t.emailLabel({ name })}
                    value={search.email}
                    onChange={(event) =>
                      change.mutate({
                        id: search._id,
                        changes: { email: event.currentTarget.value as SavedSearchEmail },
                      })
                    }
                    className="max-w-full rounded-md border border-stone-300 bg-white px-2 py-1 text-sm"
                  >
                    <option value="daily">{t.emailDaily}</option>
                    <option value="instant">{t.emailInstant}</option>
                    <option value="off">{t.emailOff}</option>
                  </select>
                </p>
                <div className="mt-3 flex flex-wrap gap-4 text-sm font-semibold">
                  <button
                    type="button"
                    className="text-brand-800 underline"
                    aria-label={search.paused ? t.resumeNamed({ name }) : t.pauseNamed({ name })}
                    onClick={() => change.mutate({ id: search._id, changes: { paused: !search.paused } })}
                  >
                    {search.paused ? t.resume : t.pause}
                  </button>
                  <button
                    type="button"
                    className="text-red-700 underline"
                    aria-label={t.deleteNamed({ name })}
                    onClick={() => remove.mutate(search._id, { onSuccess: () => notify.success(t.deleted) })}
                  >
                    {t.delete}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
