// "Notify me" on the search and browse page: keeps the search in the address (words and filters) as a saved
// search; a visitor is sent to sign in first and comes back to the same page. A sold book's page passes its
// own search (its title) and label: "Notify me when another copy is listed".
import { useLocation, useSearchParams, Link } from 'react-router';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { savedSearchesText } from '../i18n.ts';
import { ApiError } from '#app/lib/api-client.ts';
import { notify } from '#app/lib/toast.ts';
import { useSaveSearch } from '../api/saved-searches.ts';
import type { NewSavedSearch } from '@boibazar/shared/saved-searches';

const SAVED_KEYS = [
  'q',
  'category',
  'condition',
  'location',
  'minPrice',
  'maxPrice',
  'exchange',
  'cod',
] as const;

export function SaveSearchButton({
  signedIn,
  search,
  label,
}: {
  signedIn: boolean;
  /** The search to keep; by default the one in the address. */
  search?: { name: string; q: string };
  label?: string;
}) {
  const t = useText(savedSearchesText);
  const [params] = useSearchParams();
  const location = useLocation();
  const save = useSaveSearch();
  const filter: Partial<Record<(typeof SAVED_KEYS)[number], string>> = search ? { q: search.q } : {};
  if (!search)
    for (const key of SAVED_KEYS) {
      const value = params.get(key);
      if (value) filter[key] = value;
    }
  if (Object.keys(filter).length === 0) return null;
  if (!signedIn)
    return (
      <Link
        to="/login"
        state={{ from: location.pathname + location.search }}
        className={buttonClass({ variant: 'outline' })}
      >
        {t.signInToSaveSearch}
      </Link>
    );
  if (save.isSuccess)
    return (
      <p role="status" className="text-sm font-medium text-brand-800">
        {t.savedNotice}{' '}
        <Link to="/dashboard/saved-searches" className="underline">
          {t.seeSavedSearches}
        </Link>
      </p>
    );
  return (
    <button
      type="button"
      disabled={save.isPending}
      onClick={() =>
        save.mutate(
          // The address's values as typed; the server checks them as it checks a search.
          { name: search?.name, filter: filter as NewSavedSearch['filter'] },
          { onError: (error) => notify.error(error instanceof ApiError ? error.message : t.couldNotSave) },
        )
      }
      className={buttonClass({ variant: 'outline' })}
    >
      {label ?? t.notifyMe}
    </button>
  );
}
