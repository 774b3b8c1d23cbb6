import { DataTable, cellClass } from '#app/components/ui/DataTable.tsx';
import { useDeleteSeller } from '../api/delete-seller.ts';
import { useSellers } from '../api/get-sellers.ts';
import { useVerifySeller } from '../api/verify-seller.ts';
import { DeleteWithConfirm } from '../components/DeleteWithConfirm.tsx';
import { Email } from '../components/Email.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { adminText } from '../i18n.ts';
import { itemsOf } from '#app/lib/pages.ts';

export function AllSellersPage() {
  const t = useText(adminText);
  const sellers = useSellers();
  const verify = useVerifySeller();
  const remove = useDeleteSeller();
  const rows = itemsOf(sellers.data);

  return (
    <section>
      <h1 className="text-2xl font-bold text-stone-900">{t.allSellers}</h1>
      <p className="mt-1 text-sm text-stone-600">{t.sellersIntro}</p>
      <DataTable
        caption={t.sellers}
        headers={[t.name, t.email, t.delete, t.verify]}
        query={sellers}
        isEmpty={rows.length === 0}
        empty={t.noSellersYet}
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
                confirmLabel={t.deleteSeller}
                onConfirm={() => remove.mutateAsync(seller._id)}
              >
                <p>
                  {seller.email} {t.deleteSellerConsequences}
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
                  {t.verified}
                </span>
              ) : (
                <button
                  type="button"
                  aria-label={t.verifyName({ name: seller.name })}
                  disabled={verify.isPending && verify.variables === seller._id}
                  onClick={() => verify.mutate(seller._id)}
                  className="rounded-md bg-brand-700 px-3 py-1.5 text-xs font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
                >
                  {t.verify}
                </button>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
