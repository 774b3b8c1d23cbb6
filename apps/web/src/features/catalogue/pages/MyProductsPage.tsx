import type { Book } from '@boibazar/shared/catalogue';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { LoadMoreButton } from '../../../components/ui/LoadMoreButton.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatTaka } from '../../../lib/money.ts';
import { notify } from '../../../lib/toast.ts';
import { useAdvertiseBook } from '../api/advertise-book.ts';
import { useDeleteBook } from '../api/delete-book.ts';
import { useMyBooks } from '../api/get-my-books.ts';

const failed = (fallback: string) => (error: Error) =>
  notify.error(error instanceof ApiError ? error.message : fallback);

export function MyProductsPage({ email }: { email: string }) {
  const books = useMyBooks(email);
  const remove = useDeleteBook();
  const advertise = useAdvertiseBook();
  const [toDelete, setToDelete] = useState<Book | null>(null);
  const rows = books.data?.pages.flatMap((p) => p.items) ?? [];

  const confirmDelete = () => {
    const book = toDelete;
    setToDelete(null);
    if (!book) return;
    remove.mutate(book._id, {
      onSuccess: (result) => {
        if (result.deletedCount > 0) notify.success('Deleted!');
      },
      onError: failed('The book could not be deleted'),
    });
  };

  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight">My Books</h1>
      {books.isPending ? (
        <Spinner label="Loading your books" />
      ) : books.isError ? (
        <p role="alert" className="mt-4">
          Could not load your books.
        </p>
      ) : rows.length === 0 ? (
        <p className="mt-6 rounded-lg bg-white p-6 text-stone-600 ring-1 ring-stone-200">
          You have not listed a book yet.
        </p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
          <table className="w-full text-left text-xs sm:text-sm">
            <caption className="sr-only">Your books</caption>
            <thead className="bg-stone-50 text-stone-600">
              <tr>
                <th scope="col" className="px-1.5 py-3 sm:px-4">
                  Name
                </th>
                <th scope="col" className="px-1.5 py-3 sm:px-4">
                  Price
                </th>
                <th scope="col" className="px-1.5 py-3 sm:px-4">
                  Delete
                </th>
                <th scope="col" className="px-1.5 py-3 sm:px-4">
                  Action
                </th>
                <th scope="col" className="px-1.5 py-3 sm:px-4">
                  Status
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {rows.map((book) => (
                <tr key={book._id}>
                  <th scope="row" className="px-1.5 py-3 sm:px-4 font-medium text-stone-900">
                    {book.productName}
                  </th>
                  <td className="px-1.5 py-3 sm:px-4 whitespace-nowrap">{formatTaka(book.resale)}</td>
                  <td className="px-1.5 py-3 sm:px-4">
                    <button
                      type="button"
                      aria-label={`Delete ${book.productName}`}
                      onClick={() => setToDelete(book)}
                      className="rounded-md bg-red-700 px-2 py-1.5 font-medium text-white hover:bg-red-800"
                    >
                      Delete
                    </button>
                  </td>
                  <td className="px-1.5 py-3 sm:px-4">
                    {book.isSold ? null : book.advertised ? (
                      <span className="text-amber-700">Advertised</span>
                    ) : (
                      <button
                        type="button"
                        aria-label={`Advertise ${book.productName}`}
                        disabled={advertise.isPending}
                        onClick={() =>
                          advertise.mutate(book._id, {
                            onSuccess: (r) => {
                              if (r.modifiedCount > 0) notify.success('Set for Advertise!');
                            },
                            onError: failed('The book could not be advertised'),
                          })
                        }
                        className="rounded-md bg-amber-500 px-2 py-1.5 font-medium text-stone-900 hover:bg-amber-400 disabled:opacity-60"
                      >
                        Advertise
                      </button>
                    )}
                  </td>
                  <td className="px-1.5 py-3 sm:px-4">
                    <span
                      className={`rounded-full px-2 py-1 text-xs font-semibold ${book.isSold ? 'bg-stone-200 text-stone-700' : 'bg-green-100 text-green-800'}`}
                    >
                      {book.isSold ? 'Sold' : 'Available'}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <LoadMoreButton query={books} />
      {toDelete && (
        <ConfirmDialog
          title="Delete this book?"
          confirmLabel="Delete"
          onConfirm={confirmDelete}
          onCancel={() => setToDelete(null)}
        >
          <p>
            <span className="font-semibold">{toDelete.productName}</span> will no longer be listed.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
