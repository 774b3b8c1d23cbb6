import { useText } from '#app/i18n/i18n.ts';
import { commonText } from '#app/i18n/shell.ts';

export type PagedQuery = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };

/** 'Load more' under a paged list; shows only while there is a next page. */
export function LoadMoreButton({ query, label }: { query: PagedQuery; label?: string }) {
  const t = useText(commonText);
  if (!query.hasNextPage) return null;
  return (
    <div className="mt-6 text-center">
      <button
        type="button"
        onClick={() => void query.fetchNextPage()}
        disabled={query.isFetchingNextPage}
        className="rounded-full border border-brand-700 px-6 py-2.5 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
      >
        {query.isFetchingNextPage ? t.loading : (label ?? t.loadMore)}
      </button>
    </div>
  );
}
