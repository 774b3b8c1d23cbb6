import { DataTable, cellClass } from '../../../components/ui/DataTable.tsx';
import { useDeleteBuyer } from '../api/delete-buyer.ts';
import { useBuyers } from '../api/get-buyers.ts';
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
      <DataTable
        caption="Buyers"
        headers={['photo', 'Name', 'Email', 'Delete']}
        query={buyers}
        isEmpty={rows.length === 0}
        empty="No buyers yet."
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
      </DataTable>
    </section>
  );
}
