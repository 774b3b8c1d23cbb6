import type { Book, MyBook } from '@boibazar/shared/catalogue';
import { Link } from 'react-router';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { DataTable, cellClass } from '../../../components/ui/DataTable.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatCount, formatTaka } from '../../../lib/money.ts';
import { notify } from '../../../lib/toast.ts';
import { useAdvertiseBook } from '../api/advertise-book.ts';
import { useDeleteBook } from '../api/delete-book.ts';
import { useMyBooks } from '../api/get-my-books.ts';
import { BookImage } from '../../../components/ui/BookImage.tsx';
import { EditBookDialog } from '../components/EditBookDialog.tsx';
import { useText } from '../../../i18n/i18n.ts';
import { itemsOf } from '../../../lib/pages.ts';

const failed = (fallback: string) => (error: Error) =>
  notify.error(error instanceof ApiError ? error.message : fallback);

export function MyProductsPage({ email }: { email: string }) {
  const t = useText('shelf');
  const books = useMyBooks(email);
  const remove = useDeleteBook();
  const advertise = useAdvertiseBook();
  const [toDelete, setToDelete] = useState<Book | null>(null);
  const [toEdit, setToEdit] = useState<MyBook | null>(null);
  const rows = itemsOf(books.data);

  const confirmDelete = () => {
    const book = toDelete;
    setToDelete(null);
    if (!book) return;
    remove.mutate(book._id, {
      onSuccess: (result) => {
        if (result.deletedCount > 0) notify.success(t.deleted);
      },
      onError: failed(t.theBookCouldNotBe2),
    });
  };

  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight">{t.myBooks}</h1>
      <DataTable
        caption={t.yourBooks}
        headers={[t.name, t.price, t.delete, t.action, t.status]}
        query={books}
        isEmpty={rows.length === 0}
        empty={
          <>
            {t.youHaveNotListedA}{' '}
            <Link to="/dashboard/addproduct" className="font-medium text-brand-700 underline">
              {t.addYourFirstBook}
            </Link>
            .
          </>
        }
        errorText={() => t.couldNotLoadYourBooks}
      >
        {rows.map((book) => (
          <tr key={book._id}>
            <th scope="row" className={`${cellClass} font-medium text-stone-900`}>
              <div className="flex items-start gap-3">
                <BookImage
                  src={book.image}
                  title={book.productName}
                  alt=""
                  width={40}
                  height={60}
                  className="aspect-[2/3] w-10 shrink-0 rounded bg-stone-100 shadow-sm"
                />
                <div className="min-w-0">
                  <Link to={`/books/${book._id}`} className="hover:underline">
                    {book.productName}
                  </Link>
                  <p className="mt-0.5 text-xs font-normal text-stone-600">
                    {(book.views === 1 ? t.oneView : t.views)({ count: formatCount(book.views) })} ·{' '}
                    {formatCount(book.wishlistCount)} {t.inWishlists}
                  </p>
                </div>
              </div>
            </th>
            <td className={`${cellClass} whitespace-nowrap`}>{formatTaka(book.resale)}</td>
            <td className={cellClass}>
              <button
                type="button"
                aria-label={t.deleteProductname({ productName: book.productName })}
                onClick={() => setToDelete(book)}
                className="rounded-md px-1 py-1 text-xs font-medium text-red-700 underline hover:bg-red-50 sm:text-sm"
              >
                {t.delete}
              </button>
            </td>
            <td className={cellClass}>
              <div className="flex flex-col items-start gap-1.5">
                {!book.isSold && (
                  <button
                    type="button"
                    aria-label={t.editProductname({ productName: book.productName })}
                    onClick={() => setToEdit(book)}
                    className="rounded-md bg-brand-700 px-2 py-1.5 font-medium text-white hover:bg-brand-800"
                  >
                    {t.edit}
                  </button>
                )}
                {book.isSold ? null : book.advertised ? (
                  <span className="text-amber-700">{t.advertised}</span>
                ) : (
                  <button
                    type="button"
                    aria-label={t.advertiseProductname({ productName: book.productName })}
                    disabled={advertise.isPending}
                    onClick={() =>
                      advertise.mutate(book._id, {
                        onSuccess: (r) => {
                          if (r.modifiedCount > 0) notify.success(t.setForAdvertise);
                        },
                        onError: failed(t.theBookCouldNotBe3),
                      })
                    }
                    className="rounded-md bg-amber-500 px-2 py-1.5 font-medium text-stone-900 hover:bg-amber-400 disabled:opacity-60"
                  >
                    {t.advertise}
                  </button>
                )}
              </div>
            </td>
            <td className={cellClass}>
              <span
                className={`rounded-full px-2 py-1 text-xs font-semibold ${book.isSold ? 'bg-stone-200 text-stone-700' : 'bg-green-100 text-green-800'}`}
              >
                {book.exchangeState === 'exchanged'
                  ? t.exchanged
                  : book.exchangeState === 'reserved'
                    ? t.reservedForAnExchange
                    : book.isSold
                      ? t.sold
                      : t.available}
              </span>
            </td>
          </tr>
        ))}
      </DataTable>
      {toEdit && <EditBookDialog book={toEdit} onClose={() => setToEdit(null)} />}
      {toDelete && (
        <ConfirmDialog
          title={t.deleteThisBook}
          confirmLabel={t.delete}
          onConfirm={confirmDelete}
          onCancel={() => setToDelete(null)}
        >
          <p>
            <span className="font-semibold">{toDelete.productName}</span> {t.willNoLongerBeListed}
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
