// The buyer's dashboard: bookings still waiting for their payment, each one tap from paying.
import { Link } from 'react-router';
import { ListProblem } from '#app/components/ui/ListProblem.tsx';
import { formatBdt } from '#app/lib/money.ts';
import { useOpenBookingList } from '../api/get-open-bookings.ts';
import { useText } from '#app/i18n/i18n.ts';
import { ordersText } from '../i18n.ts';

export function WaitingForYou() {
  const t = useText(ordersText);
  const bookings = useOpenBookingList();
  return (
    <section
      aria-labelledby="waiting-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="waiting-heading" className="text-lg font-bold text-stone-900">
        {t.waitingForYou}
      </h2>
      {bookings.isPending ? (
        <div className="mt-3 h-16 animate-pulse rounded-lg bg-stone-100" role="status">
          <span className="sr-only">{t.loadingYourBookings}</span>
        </div>
      ) : bookings.isError ? (
        <ListProblem what={t.yourBookings} onRetry={() => void bookings.refetch()} />
      ) : bookings.data.length === 0 ? (
        <p className="mt-2 text-stone-600">
          {t.nothingToPay}{' '}
          <Link to="/allcategories" className="font-medium text-brand-700 underline">
            {t.findYourNextBook}
          </Link>
          .
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-100">
          {bookings.data.map((booking) => (
            <li key={booking._id} className="flex items-center gap-3 py-3">
              <img
                src={booking.photo}
                alt=""
                width={36}
                height={54}
                className="aspect-[2/3] w-9 shrink-0 rounded bg-stone-100 object-contain"
              />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-stone-900">
                  <Link to={`/books/${booking.productId}`} className="hover:underline">
                    {booking.bookName}
                  </Link>
                </p>
                <p className="text-sm text-stone-600">
                  {t.waitingForPaymentOf} {formatBdt(booking.price)}
                </p>
              </div>
              <Link
                to={`/dashboard/payment/${booking._id}`}
                aria-label={t.payNowForBookname({ bookName: booking.bookName })}
                className="shrink-0 rounded-md bg-amber-400 px-3 py-2 text-sm font-semibold text-stone-950 hover:bg-amber-300"
              >
                {t.payNow}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
