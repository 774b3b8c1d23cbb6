import { DataTable, cellClass } from '#app/components/ui/DataTable.tsx';
import { useDeleteReportedBook } from '../api/delete-reported-book.ts';
import { useDismissReports } from '../api/dismiss-reports.ts';
import { useReportedBooks } from '../api/get-reported-books.ts';
import { DeleteWithConfirm } from '../components/DeleteWithConfirm.tsx';
import { Email } from '../components/Email.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { adminText } from '../i18n.ts';
import { formatCount } from '#app/lib/money.ts';
import { itemsOf } from '#app/lib/pages.ts';

export function ReportedItemsPage() {
  const t = useText(adminText);
  const reported = useReportedBooks();
  const remove = useDeleteReportedBook();
  const dismiss = useDismissReports();
  const rows = itemsOf(reported.data);

  return (
    <section>
      <h1 className="text-2xl font-bold text-stone-900">{t.reportedItems}</h1>
      <p className="mt-1 text-sm text-stone-600">{t.reportedItemsIntro}</p>
      <DataTable
        caption={t.reportedItemsCaption}
        headers={[t.name, t.emailOfSeller, t.delete, t.dismiss]}
        query={reported}
        isEmpty={rows.length === 0}
        empty={t.nothingIsReportedAllClear}
      >
        {rows.map((book) => (
          <tr key={book._id}>
            <td className={cellClass}>
              <p className="font-medium text-stone-900">{book.productName}</p>
              <p className="mt-1 text-xs font-semibold text-red-700">
                {(book.reportCount === 1 ? t.reportCountOne : t.reportCountMany)({
                  count: formatCount(book.reportCount),
                })}
              </p>
              {book.reasons.length > 0 ? (
                <ul className="mt-1 list-disc space-y-0.5 pl-4 text-xs text-stone-600">
                  {book.reasons.map((reason, i) => (
                    <li key={i}>{reason}</li>
                  ))}
                </ul>
              ) : (
                <p className="mt-1 text-xs text-stone-500">{t.noReasonGiven}</p>
              )}
            </td>
            <td className={`${cellClass} text-stone-600`}>
              <Email address={book.email} />
            </td>
            <td className={cellClass}>
              <DeleteWithConfirm
                name={book.productName}
                confirmLabel={t.deleteItem}
                onConfirm={() => remove.mutateAsync(book._id)}
              >
                <p>
                  {t.theListingBy} {book.email} {t.leavesTheShopForGood}
                </p>
              </DeleteWithConfirm>
            </td>
            <td className={cellClass}>
              <button
                type="button"
                aria-label={t.dismissReportsOfProductname({ productName: book.productName })}
                disabled={dismiss.isPending && dismiss.variables === book._id}
                onClick={() => dismiss.mutate(book._id)}
                className="rounded-md border border-stone-300 px-3 py-1.5 text-xs font-semibold text-stone-700 hover:bg-stone-50 disabled:opacity-60"
              >
                {t.dismiss}
              </button>
            </td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
