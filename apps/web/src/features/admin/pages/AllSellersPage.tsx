import { DataTable, cellClass } from '../../../components/ui/DataTable.tsx';
import { useDeleteSeller } from '../api/delete-seller.ts';
import { useSellers } from '../api/get-sellers.ts';
import { useVerifySeller } from '../api/verify-seller.ts';
import { DeleteWithConfirm } from '../components/DeleteWithConfirm.tsx';
import { Email } from '../components/Email.tsx';

export function AllSellersPage() {
  const sellers = useSellers();
  const verify = useVerifySeller();
  const remove = useDeleteSeller();
  const rows = sellers.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section>
      <h1 className="text-2xl font-bold text-stone-900">All Sellers</h1>
      <p className="mt-1 text-sm text-stone-600">
        Verify trusted sellers; their books then carry a blue tick.
      </p>
      <DataTable
        caption="Sellers"
        headers={['Name', 'Email', 'Delete', 'Verify']}
        query={sellers}
        isEmpty={rows.length === 0}
        empty="No sellers yet."
      >
        {rows.map((seller) => (
          <tr key={seller._id}>
            <td className={`${cellClass} font-medium text-stone-900`}>{seller.name}</td>
            <td className={`${cellClass} text-stone-600`}>
              <Email address={seller.email} />
            </td>
            <td className={cellClass}>
              <DeleteWithConfirm
                name={seller.name}
                confirmLabel="Delete seller"
                onConfirm={() => remove.mutateAsync(seller._id)}
              >
                <p>
                  {seller.email} will no longer be able to sign in. Their unsold books leave the shop and open
                  bookings on them are cancelled. Paid orders and payments are kept.
                </p>
              </DeleteWithConfirm>
            </td>
            <td className={cellClass}>
              {seller.verified ? (
                <span className="inline-flex items-center gap-1 rounded-full bg-sky-50 px-2.5 py-1 text-xs font-semibold text-sky-700">
                  <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true">
                    <path
                      fill="currentColor"
                      d="M10 1.5 12.2 3l2.7-.2.9 2.5 2.3 1.5-.8 2.6.8 2.6-2.3 1.5-.9 2.5-2.7-.2L10 18.5 7.8 17l-2.7.2-.9-2.5-2.3-1.5.8-2.6-.8-2.6 2.3-1.5.9-2.5L7.8 3z"
                    />
                    <path d="m6.5 10 2.3 2.3 4.7-4.8" stroke="#fff" strokeWidth="1.8" fill="none" />
                  </svg>
                  Verified
                </span>
              ) : (
                <button
                  type="button"
                  aria-label={`Verify ${seller.name}`}
                  disabled={verify.isPending && verify.variables === seller._id}
                  onClick={() => verify.mutate(seller._id)}
                  className="rounded-md bg-brand-700 px-3 py-1.5 text-xs font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
                >
                  Verify
                </button>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
