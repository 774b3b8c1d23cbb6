import type { Member } from '@boibazar/shared/admin';
import { useState } from 'react';
import { useDeleteBuyer } from '../api/delete-buyer.ts';
import { useBuyers } from '../api/get-buyers.ts';
import { AdminTable, cellClass, deleteButtonClass } from '../components/AdminTable.tsx';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { Email } from '../components/Email.tsx';
import { MemberPhoto } from '../components/MemberPhoto.tsx';

export function AllBuyersPage() {
  const buyers = useBuyers();
  const remove = useDeleteBuyer();
  const [toDelete, setToDelete] = useState<Member | null>(null);
  const rows = buyers.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section>
      <h1 className="text-2xl font-bold text-stone-900">All Buyers</h1>
      <AdminTable
        caption="Buyers"
        headers={['photo', 'Name', 'Email', 'Delete']}
        isPending={buyers.isPending}
        error={buyers.error}
        isEmpty={rows.length === 0}
        emptyText="No buyers yet."
        hasNextPage={buyers.hasNextPage}
        isFetchingNextPage={buyers.isFetchingNextPage}
        onLoadMore={() => buyers.fetchNextPage()}
      >
        {rows.map((buyer) => (
          <tr key={buyer._id}>
            <td className={cellClass}>
              <MemberPhoto name={buyer.name} image={buyer.image} />
            </td>
            <td className={`${cellClass} font-medium text-stone-900`}>{buyer.name}</td>
            <td className={`${cellClass} text-stone-600`}>
              <Email address={buyer.email} />
            </td>
            <td className={cellClass}>
              <button
                type="button"
                className={deleteButtonClass}
                aria-label={`Delete ${buyer.name}`}
                onClick={() => setToDelete(buyer)}
              >
                Delete
              </button>
            </td>
          </tr>
        ))}
      </AdminTable>
      <ConfirmDialog
        open={toDelete !== null}
        title={`Delete ${toDelete?.name ?? 'this buyer'}?`}
        confirmLabel="Delete buyer"
        busy={remove.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate(toDelete._id, { onSettled: () => setToDelete(null) })}
      >
        <p>
          {toDelete?.email} will no longer be able to sign in and their unpaid bookings are cancelled. Paid
          orders and payments are kept.
        </p>
      </ConfirmDialog>
    </section>
  );
}
