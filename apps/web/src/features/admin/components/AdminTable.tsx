// The frame every admin list shares: a heading, the loading / error / empty states, a captioned table
// that scrolls sideways on a narrow phone, and 'Load more' for the next page.
import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/Spinner.tsx';

export function AdminTable({
  caption,
  headers,
  isPending,
  error,
  isEmpty,
  emptyText,
  hasNextPage,
  isFetchingNextPage,
  onLoadMore,
  children,
}: {
  caption: string;
  headers: string[];
  isPending: boolean;
  error: Error | null;
  isEmpty: boolean;
  emptyText: string;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
  children: ReactNode;
}) {
  if (isPending) return <Spinner label={`Loading ${caption.toLowerCase()}`} />;
  if (error)
    return (
      <p role="alert" className="mt-6 rounded-md bg-red-50 p-4 text-red-700">
        Could not load {caption.toLowerCase()}: {error.message}
      </p>
    );
  if (isEmpty)
    return <p className="mt-6 rounded-lg border border-dashed p-8 text-center text-stone-500">{emptyText}</p>;
  return (
    <>
      <div className="mt-6 overflow-x-auto rounded-lg border border-stone-200 bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-stone-50 text-xs uppercase tracking-wide text-stone-500">
            <tr>
              {headers.map((header) => (
                <th key={header} scope="col" className="px-2.5 py-3 font-semibold sm:px-4">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">{children}</tbody>
        </table>
      </div>
      {hasNextPage && (
        <div className="mt-4 text-center">
          <button
            type="button"
            onClick={onLoadMore}
            disabled={isFetchingNextPage}
            className="rounded-md border border-stone-300 bg-white px-4 py-2 text-sm font-medium hover:bg-stone-50"
          >
            {isFetchingNextPage ? 'Loading…' : 'Load more'}
          </button>
        </div>
      )}
    </>
  );
}

export const deleteButtonClass =
  'rounded-md bg-red-600 px-3 py-1.5 text-xs font-semibold text-white hover:bg-red-700 disabled:opacity-60';
export const cellClass = 'px-2.5 py-3 align-top sm:px-4';
