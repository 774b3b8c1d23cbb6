// The seller's dashboard: listings, bookings waiting for payment, paid orders to hand over, and earnings.
import { Link } from 'react-router';
import { ListProblem } from '#app/components/ui/ListProblem.tsx';
import { formatTaka, formatCount } from '#app/lib/money.ts';
import { useSellerSummary } from '../api/get-seller-summary.ts';
import { useText } from '#app/i18n/i18n.ts';
import { ordersText } from '../i18n.ts';

export function SellerShop() {
  const t = useText(ordersText);
  const summary = useSellerSummary();
  const figures = summary.data
    ? [
        { label: t.listedForSale, value: formatCount(summary.data.listed), to: '/dashboard/myproducts' },
        {
          label: t.bookedAwaitingPayment,
          value: formatCount(summary.data.openBookings),
          to: '/dashboard/mybuyers',
        },
        { label: t.paidToHandOver, value: formatCount(summary.data.paidOrders), to: '/dashboard/mybuyers' },
        { label: t.earnings, value: formatTaka(summary.data.earnings), to: '/dashboard/mybuyers' },
      ]
    : [];
  return (
    <section
      aria-labelledby="shop-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="shop-heading" className="text-lg font-bold text-stone-900">
          {t.yourShop}
        </h2>
        <Link
          to="/dashboard/addproduct"
          className="rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t.addABook}
        </Link>
      </div>
      {summary.isError ? (
        <ListProblem what="your shop's figures" onRetry={() => void summary.refetch()} />
      ) : (
        <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
          {(summary.isPending ? [0, 1, 2, 3] : figures).map((figure, i) =>
            typeof figure === 'number' ? (
              <div key={i} className="h-20 animate-pulse rounded-xl bg-stone-100" />
            ) : (
              <div
                key={figure.label}
                className="flex flex-col-reverse rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200"
              >
                <dt className="text-sm text-stone-600">
                  <Link to={figure.to} className="hover:underline">
                    {figure.label}
                  </Link>
                </dt>
                <dd className="text-2xl font-extrabold text-brand-800">{figure.value}</dd>
              </div>
            ),
          )}
        </dl>
      )}
      {summary.data && summary.data.sold > 0 && (
        <p className="mt-3 text-sm text-stone-600">
          {(summary.data.sold === 1 ? t.bookCountOne : t.bookCountMany)({
            count: formatCount(summary.data.sold),
          })}{' '}
          {t.soldSoFar}
        </p>
      )}
    </section>
  );
}
