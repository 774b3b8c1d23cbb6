// The frame every dashboard list shares: the loading / error / empty states, a captioned table (or, below
// its breakpoint, the page's narrow layout: only one of them is in the page), and 'Load more' for the next
// page. Rows come as children.
import type { ReactNode } from 'react';
import { LoadMoreButton, type PagedQuery } from './LoadMoreButton.tsx';
import { Spinner } from './Spinner.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { uiText } from '#app/i18n/shell.ts';
import { useMediaQuery } from '#app/lib/media-query.ts';

/** Where the table takes over from the narrow layout (Tailwind's md and 2xl). */
const BREAKPOINTS = { md: '(min-width: 768px)', '2xl': '(min-width: 1536px)' } as const;

/** Padding for a row's cells (`td` and `th scope="row"`), matching the column headers. */
export const cellClass = 'px-1.5 py-3 align-top sm:px-4';

export function DataTable({
  caption,
  headers,
  query,
  isEmpty,
  empty,
  loadingLabel: loadingLabelProp,
  errorText: errorTextProp,
  loadMoreLabel,
  narrow,
  tableFrom = 'md',
  children,
}: {
  /** The table's accessible name, read by screen readers only. */
  caption?: string;
  headers: string[];
  query: PagedQuery & { isPending: boolean; error: Error | null; refetch?: () => unknown };
  isEmpty: boolean;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
  loadingLabel?: string;
  errorText?: (error: Error) => ReactNode;
  loadMoreLabel?: string;
  /** The same rows laid out for a phone; when given, the table shows from the md breakpoint up. */
  narrow?: ReactNode;
  /** The width from which the table replaces `narrow`: '2xl' for tables too wide for a laptop beside the menu. */
  tableFrom?: keyof typeof BREAKPOINTS;
  children: ReactNode;
}) {
  const t = useText(uiText);
  const wide = useMediaQuery(BREAKPOINTS[tableFrom]);
  const loadingLabel =
    loadingLabelProp ?? (caption ? t.loadingWhat({ what: caption.toLowerCase() }) : t.loading);
  const errorText =
    errorTextProp ??
    ((error: Error) =>
      t.couldNotLoadWhatMessage({ what: caption?.toLowerCase() ?? t.theList, message: error.message }));
  let body: ReactNode;
  if (query.isPending) body = <Spinner label={loadingLabel} />;
  else if (query.error)
    body = (
      <div role="alert" className="mt-6 rounded-md bg-red-50 p-4 text-red-700">
        <p>{errorText(query.error)}</p>
        {query.refetch && (
          <button
            type="button"
            onClick={() => void query.refetch?.()}
            className="mt-3 rounded-md bg-white px-4 py-2 text-sm font-semibold text-red-800 ring-1 ring-red-200 hover:bg-red-100"
          >
            {t.tryAgain}
          </button>
        )}
      </div>
    );
  else if (isEmpty)
    body = <p className="mt-6 rounded-lg border border-dashed p-8 text-center text-stone-500">{empty}</p>;
  else
    body = (
      <>
        {narrow && !wide ? (
          <div className="mt-6">{narrow}</div>
        ) : (
          <div className="mt-6 overflow-x-auto rounded-lg border border-stone-200 bg-white shadow-sm">
            <table className="w-full text-left text-xs sm:text-sm">
              {caption && <caption className="sr-only">{caption}</caption>}
              <thead className="bg-stone-50 text-xs uppercase tracking-wide text-stone-600">
                <tr>
                  {headers.map((header) => (
                    <th key={header} scope="col" className="px-1.5 py-3 font-semibold sm:px-4">
                      {header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">{children}</tbody>
            </table>
          </div>
        )}
      </>
    );
  return (
    <>
      {body}
      <LoadMoreButton query={query} label={loadMoreLabel} />
    </>
  );
}
