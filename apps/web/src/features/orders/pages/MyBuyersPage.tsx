// /dashboard/mybuyers: the seller sees who booked their books, how to reach them, each deal's stage and next step.
import type { Order } from '@boibazar/shared/orders';
import { DataTable, cellClass } from '#app/components/ui/DataTable.tsx';
import { formatBdt } from '#app/lib/money.ts';
import { ApiError } from '#app/lib/api-client.ts';
import { useMyBuyers } from '../api/get-my-buyers.ts';
import { MessagesLink } from '../components/MessagesLink.tsx';
import { NextAction, StageBadge } from '../components/OrderStage.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { ordersText } from '../i18n.ts';
import { byLanguage } from '#app/lib/dates.ts';
import { itemsOf } from '#app/lib/pages.ts';

/** Paid, or cash on delivery (nothing paid until the cash is collected): the seller has a step to take. */
const dealUnderWay = (order: Order) =>
  order.paid || order.status === 'cod' || order.status === 'cod_handed_over';

const bookedAt = byLanguage(new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }));

function Phone({ phone }: { phone: string }) {
  if (!phone) return <>—</>;
  return (
    <a href={`tel:${phone}`} className="text-brand-700 underline">
      {phone}
    </a>
  );
}

export function MyBuyersPage() {
  const t = useText(ordersText);
  const buyers = useMyBuyers();
  const rows = itemsOf(buyers.data);
  return (
    <section>
      <h1 className="text-2xl font-bold text-stone-900">{t.myBuyers}</h1>
      <p className="mt-1 text-sm text-stone-600">{t.myBuyersIntro}</p>
      <DataTable
        caption={t.bookingsOfYourBooks}
        headers={[t.book, t.buyerColumn, t.phone, t.location, t.bookedAt, t.price, t.stage, t.next]}
        query={buyers}
        isEmpty={rows.length === 0}
        empty={t.noBuyersYet}
        loadingLabel={t.loadingYourBuyers}
        errorText={(error) =>
          error instanceof ApiError && error.status < 500 ? error.message : t.listNotLoaded
        }
        loadMoreLabel={t.showMore}
        // Eight columns beside the dashboard menu overflow a laptop (1366 px hid Hand over): cards until 2xl.
        tableFrom="2xl"
        narrow={
          <ul className="grid gap-3 lg:grid-cols-2">
            {rows.map((order) => {
              return (
                <li key={order._id} className="rounded-lg border border-stone-200 bg-white p-4 text-sm">
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="font-semibold text-stone-900">{order.bookName}</p>
                      <MessagesLink order={order} />
                    </div>
                    <span className="shrink-0">
                      <StageBadge status={order.status} />
                    </span>
                  </div>
                  <dl className="mt-2 grid grid-cols-[6rem_1fr] gap-x-2 gap-y-1 text-stone-700">
                    <dt className="text-stone-500">{t.buyerColumn}</dt>
                    <dd className="break-words">{order.buyerName}</dd>
                    <dt className="text-stone-500">{t.phone}</dt>
                    <dd>
                      <Phone phone={order.phone} />
                    </dd>
                    <dt className="text-stone-500">{t.location}</dt>
                    <dd>{order.location || '—'}</dd>
                    <dt className="text-stone-500">{t.bookedAt}</dt>
                    <dd>{bookedAt.format(new Date(order.bookedAt))}</dd>
                    <dt className="text-stone-500">{t.price}</dt>
                    <dd>{formatBdt(order.price)}</dd>
                  </dl>
                  {dealUnderWay(order) && (
                    <div className="mt-3">
                      <NextAction order={order} />
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        }
      >
        {rows.map((order) => {
          return (
            <tr key={order._id}>
              <th scope="row" className={`${cellClass} font-medium text-stone-900`}>
                {order.bookName}
                <MessagesLink order={order} />
              </th>
              <td className={cellClass}>
                <div>{order.buyerName}</div>
                <div className="text-xs text-stone-500">{order.email}</div>
              </td>
              <td className={`${cellClass} whitespace-nowrap`}>
                <Phone phone={order.phone} />
              </td>
              <td className={cellClass}>{order.location || '—'}</td>
              <td className={`${cellClass} whitespace-nowrap`}>
                {bookedAt.format(new Date(order.bookedAt))}
              </td>
              <td className={`${cellClass} whitespace-nowrap`}>{formatBdt(order.price)}</td>
              <td className={cellClass}>
                <StageBadge status={order.status} />
              </td>
              <td className={cellClass}>{dealUnderWay(order) ? <NextAction order={order} /> : '—'}</td>
            </tr>
          );
        })}
      </DataTable>
    </section>
  );
}
