// /dashboard/disputes: orders in dispute, newest first, each linking to its order page to resolve it.
import { Link } from 'react-router';
import { DataTable, cellClass } from '#app/components/ui/DataTable.tsx';
import { formatBdt } from '#app/lib/money.ts';
import { useDisputes } from '../api/get-disputes.ts';
import { useText } from '#app/i18n/i18n.ts';
import { adminText } from '../i18n.ts';
import { byLanguage } from '#app/lib/dates.ts';
import { itemsOf } from '#app/lib/pages.ts';

const when = byLanguage(new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }));

export function DisputesPage() {
  const t = useText(adminText);
  const disputes = useDisputes();
  const rows = itemsOf(disputes.data);
  return (
    <section>
      <h1 className="text-2xl font-bold text-stone-900">{t.disputes}</h1>
      <DataTable
        caption={t.ordersInDispute}
        headers={[t.book, t.buyer, t.seller, t.price, t.reason, t.opened, '']}
        query={disputes}
        isEmpty={rows.length === 0}
        empty={t.noOpenDisputes}
        loadingLabel={t.loadingDisputes}
        errorText={(error) => error.message}
        loadMoreLabel={t.showMore}
        narrow={
          <ul className="space-y-3">
            {rows.map((d) => (
              <li key={d.orderId} className="rounded-lg border border-stone-200 bg-white p-4 text-sm">
                <p className="font-semibold text-stone-900">{d.bookName}</p>
                <p className="text-stone-600">
                  {d.buyerName} → {d.sellerName} · {formatBdt(d.price)}
                </p>
                <p className="mt-1 text-stone-800">“{d.reason}”</p>
                <Link
                  to={`/dashboard/orders/${d.orderId}`}
                  className="mt-2 inline-block font-medium text-brand-700 underline"
                >
                  {t.resolve} {d.bookName}
                </Link>
              </li>
            ))}
          </ul>
        }
      >
        {rows.map((d) => (
          <tr key={d.orderId}>
            <th scope="row" className={`${cellClass} font-medium text-stone-900`}>
              {d.bookName}
            </th>
            <td className={cellClass}>{d.buyerName}</td>
            <td className={cellClass}>{d.sellerName}</td>
            <td className={`${cellClass} whitespace-nowrap`}>{formatBdt(d.price)}</td>
            <td className={cellClass}>{d.reason}</td>
            <td className={`${cellClass} whitespace-nowrap`}>{when.format(new Date(d.disputedAt))}</td>
            <td className={cellClass}>
              <Link
                to={`/dashboard/orders/${d.orderId}`}
                className="font-medium text-brand-700 underline"
                aria-label={t.resolveBookname({ bookName: d.bookName })}
              >
                {t.resolve}
              </Link>
            </td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
