// /dashboard/mybuyers: the seller sees who booked their books, with the phone and location typed for them.
import { DataTable, cellClass } from '../../../components/ui/DataTable.tsx';
import { formatBdt } from '../../../lib/money.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useMyBuyers } from '../api/get-my-buyers.ts';

const bookedAt = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

const STATUS = {
  paid: ['Paid', 'bg-green-100 text-green-800'],
  open: ['Not paid', 'bg-amber-100 text-amber-800'],
  cancelled: ['Cancelled', 'bg-stone-100 text-stone-600'],
} as const;

function Phone({ phone }: { phone: string }) {
  if (!phone) return <>—</>;
  return (
    <a href={`tel:${phone}`} className="text-brand-700 underline">
      {phone}
    </a>
  );
}

export function MyBuyersPage() {
  const buyers = useMyBuyers();
  const rows = buyers.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section>
      <h1 className="text-2xl font-bold text-stone-900">My Buyers</h1>
      <p className="mt-1 text-sm text-stone-600">Buyers who booked your books, with how to reach them.</p>
      <DataTable
        caption="Bookings of your books"
        headers={['Book', 'Buyer', 'Phone', 'Location', 'Booked at', 'Price', 'Paid']}
        query={buyers}
        isEmpty={rows.length === 0}
        empty="Nobody has booked your books yet."
        loadingLabel="Loading your buyers"
        errorText={(error) =>
          error instanceof ApiError && error.status < 500 ? error.message : 'We could not load this list.'
        }
        loadMoreLabel="Show more"
        narrow={
          <ul className="space-y-3">
            {rows.map((order) => {
              const [label, tone] = STATUS[order.status];
              return (
                <li key={order._id} className="rounded-lg border border-stone-200 bg-white p-4 text-sm">
                  <div className="flex items-start justify-between gap-3">
                    <p className="font-semibold text-stone-900">{order.bookName}</p>
                    <span className={`shrink-0 rounded px-2 py-1 text-xs font-semibold ${tone}`}>
                      {label}
                    </span>
                  </div>
                  <dl className="mt-2 grid grid-cols-[6rem_1fr] gap-x-2 gap-y-1 text-stone-700">
                    <dt className="text-stone-500">Buyer</dt>
                    <dd className="break-words">{order.buyerName}</dd>
                    <dt className="text-stone-500">Phone</dt>
                    <dd>
                      <Phone phone={order.phone} />
                    </dd>
                    <dt className="text-stone-500">Location</dt>
                    <dd>{order.location || '—'}</dd>
                    <dt className="text-stone-500">Booked at</dt>
                    <dd>{bookedAt.format(new Date(order.bookedAt))}</dd>
                    <dt className="text-stone-500">Price</dt>
                    <dd>{formatBdt(order.price)}</dd>
                  </dl>
                </li>
              );
            })}
          </ul>
        }
      >
        {rows.map((order) => {
          const [label, tone] = STATUS[order.status];
          return (
            <tr key={order._id}>
              <th scope="row" className={`${cellClass} font-medium text-stone-900`}>
                {order.bookName}
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
                <span className={`rounded px-2 py-1 text-xs font-semibold ${tone}`}>{label}</span>
              </td>
            </tr>
          );
        })}
      </DataTable>
    </section>
  );
}
