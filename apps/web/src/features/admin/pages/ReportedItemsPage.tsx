import { DataTable, cellClass } from '../../../components/ui/DataTable.tsx';
import { useDeleteReportedBook } from '../api/delete-reported-book.ts';
import { useDismissReports } from '../api/dismiss-reports.ts';
import { useReportedBooks } from '../api/get-reported-books.ts';
import { DeleteWithConfirm } from '../components/DeleteWithConfirm.tsx';
import { Email } from '../components/Email.tsx';

export function ReportedItemsPage() {
  const reported = useReportedBooks();
  const remove = useDeleteReportedBook();
  const dismiss = useDismissReports();
  const rows = reported.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section>
      <h1 className="text-2xl font-bold text-stone-900">Reported Items</h1>
      <p className="mt-1 text-sm text-stone-600">
        Delete a listing that breaks the rules, or dismiss the reports of one that is fine.
      </p>
      <DataTable
        caption="Reported items"
        headers={['Name', 'Email of Seller', 'Delete', 'Dismiss']}
        query={reported}
        isEmpty={rows.length === 0}
        empty="Nothing is reported. All clear!"
      >
        {rows.map((book) => (
          <tr key={book._id}>
            <td className={cellClass}>
              <p className="font-medium text-stone-900">{book.productName}</p>
              <p className="mt-1 text-xs font-semibold text-red-700">
                {book.reportCount} {book.reportCount === 1 ? 'report' : 'reports'}
              </p>
              {book.reasons.length > 0 ? (
                <ul className="mt-1 list-disc space-y-0.5 pl-4 text-xs text-stone-600">
                  {book.reasons.map((reason, i) => (
                    <li key={i}>{reason}</li>
                  ))}
                </ul>
              ) : (
                <p className="mt-1 text-xs text-stone-500">No reason given</p>
              )}
            </td>
            <td className={`${cellClass} text-stone-600`}>
              <Email address={book.email} />
            </td>
            <td className={cellClass}>
              <DeleteWithConfirm
                name={book.productName}
                confirmLabel="Delete item"
                onConfirm={() => remove.mutateAsync(book._id)}
              >
                <p>The listing by {book.email} leaves the shop for good.</p>
              </DeleteWithConfirm>
            </td>
            <td className={cellClass}>
              <button
                type="button"
                aria-label={`Dismiss reports of ${book.productName}`}
                disabled={dismiss.isPending && dismiss.variables === book._id}
                onClick={() => dismiss.mutate(book._id)}
                className="rounded-md border border-stone-300 px-3 py-1.5 text-xs font-semibold text-stone-700 hover:bg-stone-50 disabled:opacity-60"
              >
                Dismiss
              </button>
            </td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
