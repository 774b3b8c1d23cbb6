// The admin's part of the dashboard home: the shop's figures, two charts (loaded lazily, so recharts is
// not in the main bundle) and the same numbers as tables for screen readers and keyboard users.
import { lazy, Suspense } from 'react';
import { orderStatusSchema } from '@boibazar/shared/orders';
import { formatCount, formatTaka } from '#app/lib/money.ts';
import { orderStageName } from '#app/lib/reader-names.ts';
import { useOverview } from '../api/get-overview.ts';
import { useText } from '#app/i18n/i18n.ts';
import { adminText } from '../i18n.ts';

const OverviewCharts = lazy(() => import('./OverviewCharts.tsx'));

function Stat({ label, value, hint }: { label: string; value: string | number; hint?: string }) {
  return (
    <div className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
      <dt className="text-xs font-medium uppercase tracking-wide text-stone-500">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-stone-900">{value}</dd>
      {hint && <dd className="text-xs text-stone-500">{hint}</dd>}
    </div>
  );
}

export function AdminOverview() {
  const t = useText(adminText);
  const { data, isPending, error } = useOverview();
  if (isPending)
    return (
      <p role="status" className="mt-8 text-stone-500">
        {t.loadingTheOverview}
      </p>
    );
  if (error)
    return (
      <p role="alert" className="mt-8 rounded-md bg-red-50 p-4 text-red-700">
        {t.couldNotLoadTheOverview} {error.message}
      </p>
    );
  const activeDays = data.days.filter((d) => d.newListings > 0 || d.paidOrders > 0);

  return (
    <section aria-labelledby="overview-heading" className="mt-10">
      <h2 id="overview-heading" className="text-xl font-bold text-stone-900">
        {t.shopOverview}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        <Stat label={t.buyers} value={data.users.buyers} />
        <Stat label={t.sellers} value={data.users.sellers} />
        <Stat label={t.admins} value={data.users.admins} />
        <Stat label={t.booksListed} value={data.books.listed} hint={t.forSaleNow} />
        <Stat label={t.booksSold} value={data.books.sold} />
        <Stat label={t.reported} value={data.books.reported} hint={t.listingsAwaitingReview} />
        <Stat
          label={t.orders}
          value={data.orders.total}
          hint={t.openUnpaidPaidPaid({ open: data.orders.open, paid: data.orders.paid })}
        />
        <Stat label={t.paidRevenue} value={formatTaka(data.orders.paidRevenue)} />
      </dl>

      <section aria-labelledby="orders-by-stage-heading" className="mt-4">
        <h3 id="orders-by-stage-heading" className="text-sm font-semibold text-stone-700">
          {t.ordersByStage}
        </h3>
        <dl className="mt-2 flex flex-wrap gap-2 text-sm">
          {orderStatusSchema.options
            .filter((status) => data.orders.byStatus[status] > 0)
            .map((status) => (
              <div
                key={status}
                className="flex gap-1 rounded-full bg-white px-3 py-1 shadow-sm ring-1 ring-stone-200"
              >
                <dt className="text-stone-600">{orderStageName(status)}</dt>
                <dd className="font-semibold text-stone-900">{formatCount(data.orders.byStatus[status])}</dd>
              </div>
            ))}
        </dl>
      </section>

      <div className="mt-6">
        <Suspense
          fallback={
            <p role="status" className="text-stone-500">
              {t.drawingCharts}
            </p>
          }
        >
          <OverviewCharts overview={data} />
        </Suspense>
      </div>

      <details className="mt-6 rounded-lg border border-stone-200 bg-white p-4 text-sm shadow-sm">
        <summary className="cursor-pointer font-semibold text-stone-800">{t.theFiguresAsTables}</summary>
        <div className="mt-4 grid items-start gap-6 md:grid-cols-2">
          <table className="w-full text-left">
            <caption className="mb-2 text-left font-medium">{t.activityChartTitle}</caption>
            <thead>
              <tr className="border-b">
                <th scope="col" className="py-1">
                  {t.day}
                </th>
                <th scope="col" className="py-1">
                  {t.newListings}
                </th>
                <th scope="col" className="py-1">
                  {t.paidOrders}
                </th>
              </tr>
            </thead>
            <tbody>
              {activeDays.length === 0 ? (
                <tr>
                  <td colSpan={3} className="py-1 text-stone-500">
                    {t.noRecentActivity}
                  </td>
                </tr>
              ) : (
                activeDays.map((d) => (
                  <tr key={d.day} className="border-b border-stone-100">
                    <th scope="row" className="py-1 font-normal">
                      {d.day}
                    </th>
                    <td className="py-1">{d.newListings}</td>
                    <td className="py-1">{d.paidOrders}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
          <table className="w-full text-left">
            <caption className="mb-2 text-left font-medium">{t.booksForSalePerCategory}</caption>
            <thead>
              <tr className="border-b">
                <th scope="col" className="py-1">
                  {t.category}
                </th>
                <th scope="col" className="py-1">
                  {t.books}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.booksPerCategory.map((c) => (
                <tr key={c.categoryId} className="border-b border-stone-100">
                  <th scope="row" className="py-1 font-normal">
                    {c.categoryName}
                  </th>
                  <td className="py-1">{c.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
