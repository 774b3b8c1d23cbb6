import type { Book, MyBook } from '@boibazar/shared/catalogue';
import { Link } from 'react-router';
import { useState } from 'react';
import { ConfirmDialog } from '#app/components/ui/ConfirmDialog.tsx';
import { DataTable, cellClass } from '#app/components/ui/DataTable.tsx';
import { ApiError } from '#app/lib/api-client.ts';
import { formatCount, formatTaka } from '#app/lib/money.ts';
import { notify } from '#app/lib/toast.ts';
import { useAdvertiseBook } from '../api/advertise-book.ts';
import { useDeleteBook } from '../api/delete-book.ts';
import { useMyBooks } from '../api/get-my-books.ts';
import { BookImage } from '#app/components/ui/BookImage.tsx';
import { EditBookDialog } from '../components/EditBookDialog.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { shelfText } from '../i18n.ts';
import { itemsOf } from '#app/lib/pages.ts';

const failed = (fallback: string) => (error: Error) =>
  notify.error(error instanceof ApiError ? error.message : fallback);

function BookTitle({ book }: { book: MyBook }) {
  const t = useText(shelfText);
  return (
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
  );
}

function BookStatus({ book }: { book: MyBook }) {
  const t = useText(shelfText);
  return (
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
  );
}

function DeleteButton({ book, onDelete }: { book: MyBook; onDelete: (book: MyBook) => void }) {
  const t = useText(shelfText);
  return (
    <button
      type="button"
      aria-label={t.deleteProductname({ productName: book.productName })}
      onClick={() => onDelete(book)}
      className="rounded-md px-1 py-1 text-xs font-medium text-red-700 underline hover:bg-red-50 sm:text-sm"
    >
      {t.delete}
    </button>
  );
}

function BookButtons({
  book,
  onEdit,
  inRow = false,
}: {
  book: MyBook;
  onEdit: (book: MyBook) => void;
  /** Side by side on a card; stacked in the table's narrow column. */
  inRow?: boolean;
}) {
  const t = useText(shelfText);
  const advertise = useAdvertiseBook();
  return (
    <div className={inRow ? 'flex items-center gap-2' : 'flex flex-col items-start gap-1.5'}>
      {!book.isSold && (
        <button
          type="button"
          aria-label={t.editProductname({ productName: book.productName })}
          onClick={() => onEdit(book)}
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
              onError: failed(t.bookNotAdvertised),
            })
          }
          className="rounded-md bg-amber-500 px-2 py-1.5 font-medium text-stone-900 hover:bg-amber-400 disabled:opacity-60"
        >
          {t.advertise}
        </button>
      )}
    </div>
  );
}

export function MyProductsPage({ email }: { email: string }) {
  const t = useText(shelfText);
  const books = useMyBooks(email);
  const remove = useDeleteBook();
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
      onError: failed(t.bookNotDeleted),
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
            {t.noBooksListedYet}{' '}
            <Link to="/dashboard/addproduct" className="font-medium text-brand-700 underline">
              {t.addYourFirstBook}
            </Link>
            .
          </>
        }
        errorText={() => t.couldNotLoadYourBooks}
        narrow={
          <ul className="space-y-3">
            {rows.map((book) => (
              <li key={book._id} className="rounded-lg border border-stone-200 bg-white p-4 text-sm">
                <div className="flex items-start justify-between gap-3">
                  <BookTitle book={book} />
                  <span className="shrink-0">
                    <BookStatus book={book} />
                  </span>
                </div>
                <p className="mt-2 text-stone-700">
                  {t.price}: <span className="font-semibold">{formatTaka(book.resale)}</span>
                </p>
                <div className="mt-3 flex flex-wrap items-center gap-3">
                  <BookButtons book={book} onEdit={setToEdit} inRow />
                  <DeleteButton book={book} onDelete={setToDelete} />
                </div>
              </li>
            ))}
          </ul>
        }
      >
        {rows.map((book) => (
          <tr key={book._id}>
            <th scope="row" className={`${cellClass} font-medium text-stone-900`}>
              <BookTitle book={book} />
            </th>
            <td className={`${cellClass} whitespace-nowrap`}>{formatTaka(book.resale)}</td>
            <td className={cellClass}>
              <DeleteButton book={book} onDelete={setToDelete} />
            </td>
            <td className={cellClass}>
              <BookButtons book={book} onEdit={setToEdit} />
            </td>
            <td className={cellClass}>
              <BookStatus book={book} />
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
