import { useDeleteBuyer } from '../api/delete-buyer.ts';
import { useBuyers } from '../api/get-buyers.ts';
import { AdminTable, cellClass } from '../components/AdminTable.tsx';
import { DeleteWithConfirm } from '../components/DeleteWithConfirm.tsx';
import { Email } from '../components/Email.tsx';
import { MemberPhoto } from '../components/MemberPhoto.tsx';

export function AllBuyersPage() {
  const buyers = useBuyers();
  const remove = useDeleteBuyer();
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
              <DeleteWithConfirm
                name={buyer.name}
                confirmLabel="Delete buyer"
                onConfirm={() => remove.mutateAsync(buyer._id)}
              >
                <p>
                  {buyer.email} will no longer be able to sign in and their unpaid bookings are cancelled.
                  Paid orders and payments are kept.
                </p>
              </DeleteWithConfirm>
            </td>
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}
