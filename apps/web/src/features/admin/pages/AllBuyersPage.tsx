import { DataTable, cellClass } from '#app/components/ui/DataTable.tsx';
import { useDeleteBuyer } from '../api/delete-buyer.ts';
import { useBuyers } from '../api/get-buyers.ts';
import { DeleteWithConfirm } from '../components/DeleteWithConfirm.tsx';
import { Email } from '../components/Email.tsx';
import { MemberPhoto } from '../components/MemberPhoto.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { adminText } from '../i18n.ts';
import { itemsOf } from '#app/lib/pages.ts';

export function AllBuyersPage() {
  const t = useText(adminText);
  const buyers = useBuyers();
  const remove = useDeleteBuyer();
  const rows = itemsOf(buyers.data);

  return (
    <section>
      <h1 className="text-2xl font-bold text-stone-900">{t.allBuyers}</h1>
      <DataTable
        caption={t.buyers}
        headers={[t.photoColumn, t.name, t.email, t.delete]}
        query={buyers}
        isEmpty={rows.length === 0}
        empty={t.noBuyersYet}
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
                confirmLabel={t.deleteBuyer}
                onConfirm={() => remove.mutateAsync(buyer._id)}
              >
                <p>
                  {buyer.email} {t.deleteBuyerConsequences}
                </p>
              </DeleteWithConfirm>
            </td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
