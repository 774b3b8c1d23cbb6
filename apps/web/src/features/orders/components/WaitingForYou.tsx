// The buyer's dashboard: bookings still waiting for their payment, each one tap from paying.
import { Link } from 'react-router';
import { ListProblem } from '../../../components/ui/ListProblem.tsx';
import { formatBdt } from '../../../lib/money.ts';
import { useOpenBookingList } from '../api/get-open-bookings.ts';

export function WaitingForYou() {
  const bookings = useOpenBookingList();
  return (
    <section
      aria-labelledby="waiting-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="waiting-heading" className="text-lg font-bold text-stone-900">
        Waiting for you
      </h2>
      {bookings.isPending ? (
        <div className="mt-3 h-16 animate-pulse rounded-lg bg-stone-100" role="status">
          <span className="sr-only">Loading your bookings</span>
        </div>
      ) : bookings.isError ? (
        <ListProblem what="your bookings" onRetry={() => void bookings.refetch()} />
      ) : bookings.data.length === 0 ? (
        <p className="mt-2 text-stone-600">
          Nothing to pay for right now.{' '}
          <Link to="/allcategories" className="font-medium text-brand-700 underline">
            Find your next book
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
                  Booked, waiting for your payment of {formatBdt(booking.price)}
                </p>
              </div>
              <Link
                to={`/dashboard/payment/${booking._id}`}
                aria-label={`Pay now for ${booking.bookName}`}
                className="shrink-0 rounded-md bg-amber-400 px-3 py-2 text-sm font-semibold text-stone-950 hover:bg-amber-300"
              >
                Pay now
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
