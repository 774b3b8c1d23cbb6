// /dashboard/myorders (spec §2): Image, Name, Price, Status — PAID or a Pay link; unpaid bookings can be
// cancelled. Cancelled ones stay listed (greyed, 'Cancelled') so a buyer sees what became of them.
import type { Order } from '@boibazar/shared/orders';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { formatBdt } from '../../../lib/money.ts';
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
      <h1 className="mb-4 text-2xl font-bold text-stone-900">My Orders</h1>
      {orders.isPending ? (
        <Spinner label="Loading your orders" />
      ) : orders.error ? (
        <p role="alert" className="text-red-700">
          {orders.error.message}
        </p>
      ) : rows.length === 0 ? (
        <p className="rounded-lg bg-stone-50 p-6 text-stone-600">
          You have not booked any books yet.{' '}
          <Link to="/allcategories" className="font-medium text-brand-700 underline">
            Browse the categories
          </Link>
          .
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-stone-50 text-xs uppercase tracking-wide text-stone-600">
              <tr>
                <th scope="col" className="px-2 py-3 sm:px-4">
                  Image
                </th>
                <th scope="col" className="px-2 py-3 sm:px-4">
                  Name
                </th>
                <th scope="col" className="px-2 py-3 sm:px-4">
                  Price
                </th>
                <th scope="col" className="px-2 py-3 sm:px-4">
                  Status
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {rows.map((order) => (
                <tr key={order._id} className={order.status === 'cancelled' ? 'text-stone-400' : ''}>
                  <td className="px-2 py-3 sm:px-4">
                    <img
                      src={order.photo}
                      alt=""
                      className="h-12 w-9 rounded object-cover shadow-sm sm:h-14 sm:w-11"
                    />
                  </td>
                  <th scope="row" className="px-2 py-3 font-medium text-stone-900 sm:px-4">
                    {order.bookName}
                  </th>
                  <td className="whitespace-nowrap px-2 py-3 sm:px-4">{formatBdt(order.price)}</td>
                  <td className="px-2 py-3 sm:px-4">
                    <Status order={order} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {orders.hasNextPage && (
        <button
          type="button"
          onClick={() => orders.fetchNextPage()}
          disabled={orders.isFetchingNextPage}
          className="mt-4 rounded-md border border-stone-300 px-4 py-2 text-sm font-medium hover:bg-stone-50"
        >
          {orders.isFetchingNextPage ? 'Loading…' : 'Show more orders'}
        </button>
      )}
    </section>
  );
}
