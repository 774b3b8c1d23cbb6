// /dashboard/myorders (spec §2): Image, Name, Price, Status — PAID or a Pay link; unpaid bookings can be
// cancelled. Cancelled ones stay listed (greyed, 'Cancelled') so a buyer sees what became of them.
import type { Order } from '@boibazar/shared/orders';
import { Link } from 'react-router';
import { DataTable, cellClass } from '#app/components/ui/DataTable.tsx';
import { formatBdt } from '#app/lib/money.ts';
import { ApiError } from '#app/lib/api-client.ts';
import { notify } from '#app/lib/toast.ts';
import { useCancelBooking } from '../api/cancel-booking.ts';
import { useMyOrders } from '../api/get-my-orders.ts';
import { MessagesLink } from '../components/MessagesLink.tsx';
import { NextAction, StageBadge } from '../components/OrderStage.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { ordersText } from '../i18n.ts';
import { itemsOf } from '#app/lib/pages.ts';

function Status({ order }: { order: Order }) {
  const t = useText(ordersText);
  const cancel = useCancelBooking();
  if (order.paid)
    return (
      <div className="flex flex-col items-start gap-1.5 sm:flex-row sm:flex-wrap sm:items-center sm:gap-2">
        <span className="rounded bg-green-100 px-2 py-1 text-xs font-bold text-green-800">{t.paid}</span>
        {order.status !== 'paid' && <StageBadge status={order.status} />}
        <NextAction order={order} />
      </div>
    );
  if (order.status === 'cod' || order.status === 'cod_handed_over')
    return (
      <div className="flex flex-col items-start gap-1.5 sm:flex-row sm:flex-wrap sm:items-center sm:gap-2">
        <span className="rounded bg-sky-100 px-2 py-1 text-xs font-bold text-sky-800">
          {t.cashOnDelivery}
        </span>
        <NextAction order={order} />
      </div>
    );
  if (order.status === 'cancelled')
    return (
      <span className="rounded bg-stone-100 px-2 py-1 text-xs font-semibold text-stone-600">
        {t.cancelled}
      </span>
    );
  return (
    <div className="flex flex-col items-start gap-1 sm:flex-row sm:items-center sm:gap-2">
      <Link
        to={`/dashboard/payment/${order._id}`}
        className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800"
        aria-label={t.payForBookname({ bookName: order.bookName })}
      >
        {t.pay}
      </Link>
      <button
        type="button"
        disabled={cancel.isPending}
        onClick={() => {
          if (!window.confirm(t.cancelYourBookingOfBookname({ bookName: order.bookName }))) return;
          cancel.mutate(order._id, {
            onSuccess: () => notify.success(t.bookingCancelled),
            onError: (error) => notify.error(error.message),
          });
        }}
        className="rounded-md px-2 py-1.5 text-sm text-stone-600 underline hover:text-red-700 disabled:opacity-50"
        aria-label={t.cancelBookingOfBookname({ bookName: order.bookName })}
      >
        {t.cancel}
      </button>
    </div>
  );
}

/** The signed-in buyer's orders; `email` is theirs (the route passes it from the session). */
export function MyOrdersPage({ email }: { email: string }) {
  const t = useText(ordersText);
  const orders = useMyOrders(email);
  const rows = itemsOf(orders.data);

  return (
    <section>
      <h1 className="text-2xl font-bold text-stone-900">{t.myOrders}</h1>
      <DataTable
        caption={t.yourOrders}
        headers={[t.image, t.name, t.price, t.status]}
        query={orders}
        isEmpty={rows.length === 0}
        empty={
          <>
            {t.noOrdersYet}{' '}
            <Link to="/allcategories" className="font-medium text-brand-700 underline">
              {t.browseTheCategories}
            </Link>
            .
          </>
        }
        loadingLabel={t.loadingYourOrders}
        errorText={(error) =>
          error instanceof ApiError && error.status < 500 ? error.message : t.listNotLoaded
        }
        loadMoreLabel={t.showMoreOrders}
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
              <MessagesLink order={order} />
            </th>
            <td className={`${cellClass} whitespace-nowrap`}>
              {formatBdt(order.delivery.total)}
              {order.delivery.method === 'home' && (
                <span className="block text-xs text-stone-500">{t.withDelivery}</span>
              )}
            </td>
            <td className={cellClass}>
              <Status order={order} />
            </td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
