// /dashboard/myorders (spec §2): Image, Name, Price, Status — PAID or a Pay link; unpaid bookings can be
// cancelled. Cancelled ones stay listed (greyed, 'Cancelled') so a buyer sees what became of them.
import type { Order } from '@boibazar/shared/orders';
import { Link } from 'react-router';
import { DataTable, cellClass } from '../../../components/ui/DataTable.tsx';
import { formatBdt } from '../../../lib/money.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { useCancelBooking } from '../api/cancel-booking.ts';
import { useMyOrders } from '../api/get-my-orders.ts';

function Status({ order }: { order: Order }) {
  const cancel = useCancelBooking();
  if (order.paid)
    return <span className="rounded bg-green-100 px-2 py-1 text-xs font-bold text-green-800">PAID</span>;
  if (order.status === 'cancelled')
    return (
      <span className="rounded bg-stone-100 px-2 py-1 text-xs font-semibold text-stone-600">Cancelled</span>
    );
  return (
    <div className="flex flex-col items-start gap-1 sm:flex-row sm:items-center sm:gap-2">
      <Link
        to={`/dashboard/payment/${order._id}`}
        className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800"
        aria-label={`Pay for ${order.bookName}`}
      >
        Pay
      </Link>
      <button
        type="button"
        disabled={cancel.isPending}
        onClick={() => {
          if (!window.confirm(`Cancel your booking of ${order.bookName}?`)) return;
          cancel.mutate(order._id, {
            onSuccess: () => notify.success('Booking cancelled'),
            onError: (error) => notify.error(error.message),
          });
        }}
        className="rounded-md px-2 py-1.5 text-sm text-stone-600 underline hover:text-red-700 disabled:opacity-50"
        aria-label={`Cancel booking of ${order.bookName}`}
      >
        Cancel
      </button>
    </div>
  );
}

/** The signed-in buyer's orders; `email` is theirs (the route passes it from the session). */
export function MyOrdersPage({ email }: { email: string }) {
  const orders = useMyOrders(email);
  const rows = orders.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section>
      <h1 className="text-2xl font-bold text-stone-900">My Orders</h1>
      <DataTable
        caption="Your orders"
        headers={['Image', 'Name', 'Price', 'Status']}
        query={orders}
        isEmpty={rows.length === 0}
        empty={
          <>
            You have not booked any books yet.{' '}
            <Link to="/allcategories" className="font-medium text-brand-700 underline">
              Browse the categories
            </Link>
            .
          </>
        }
        loadingLabel="Loading your orders"
        errorText={(error) =>
          error instanceof ApiError && error.status < 500 ? error.message : 'We could not load this list.'
        }
        loadMoreLabel="Show more orders"
      >
        {rows.map((order) => (
          <tr key={order._id} className={order.status === 'cancelled' ? 'text-stone-400' : ''}>
            <td className={cellClass}>
              <img
                src={order.photo}
                alt=""
                width={44}
                height={66}
                className="aspect-[2/3] w-9 rounded bg-stone-100 object-contain shadow-sm sm:w-11"
              />
            </td>
            <th scope="row" className={`${cellClass} font-medium text-stone-900`}>
              <Link to={`/books/${order.productId}`} className="hover:underline">
                {order.bookName}
              </Link>
            </th>
            <td className={`${cellClass} whitespace-nowrap`}>{formatBdt(order.price)}</td>
            <td className={cellClass}>
              <Status order={order} />
            </td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
