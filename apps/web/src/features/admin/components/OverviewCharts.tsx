// The overview's charts. recharts is large, so this file is only loaded (lazily) for the admin.
import type { Overview } from '@boibazar/shared/admin';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useText } from '#app/i18n/i18n.ts';
import { adminText } from '../i18n.ts';

const shortDay = (day: string) => {
  const [, month, date] = day.split('-');
  return `${Number(date)}/${Number(month)}`;
};

export default function OverviewCharts({ overview }: { overview: Overview }) {
  const tAdmin = useText(adminText);
  const listed = overview.days.reduce((sum, d) => sum + d.newListings, 0);
  const paid = overview.days.reduce((sum, d) => sum + d.paidOrders, 0);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <figure className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
        <figcaption className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <span className="font-semibold text-stone-800">{tAdmin.last30Days}</span>
          <span className="flex items-center gap-1 text-stone-600">
            <span className="inline-block h-0.5 w-4 bg-[#0f766e]" aria-hidden="true" /> {tAdmin.newListings}
          </span>
          <span className="flex items-center gap-1 text-stone-600">
            <span className="inline-block w-4 border-t-2 border-dashed border-[#d97706]" aria-hidden="true" />{' '}
            {tAdmin.paidOrders}
          </span>
        </figcaption>
        <div
          role="img"
          aria-label={tAdmin.lineChartListedNewListings({ listed, paid })}
          className="mt-2 h-64"
        >
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={overview.days} margin={{ top: 8, right: 8, bottom: 0, left: -24 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="#e7e5e4" />
              <XAxis dataKey="day" tickFormatter={shortDay} fontSize={11} minTickGap={16} />
              <YAxis allowDecimals={false} fontSize={11} />
              <Tooltip labelFormatter={(day) => String(day)} />
              <Line
                type="linear"
                dataKey="newListings"
                name="New listings"
                stroke="#0f766e"
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
              <Line
                type="linear"
                dataKey="paidOrders"
                name="Paid orders"
                stroke="#d97706"
                strokeWidth={2}
                strokeDasharray="5 3"
                dot={false}
                isAnimationActive={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <figure className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
        <figcaption className="text-sm font-semibold text-stone-800">
          {tAdmin.booksForSalePerCategory}
        </figcaption>
        <div
          role="img"
          aria-label={tAdmin.booksPerCategoryChartLabel({
            join: overview.booksPerCategory.map((c) => `${c.categoryName} ${c.count}`).join(', '),
          })}
          className="mt-2"
          style={{ height: Math.max(160, overview.booksPerCategory.length * 36 + 40) }}
        >
          <ResponsiveContainer width="100%" height="100%">
            <BarChart
              data={overview.booksPerCategory}
              layout="vertical"
              margin={{ top: 0, right: 16, bottom: 0, left: 0 }}
            >
              <CartesianGrid strokeDasharray="3 3" stroke="#e7e5e4" horizontal={false} />
              <XAxis type="number" allowDecimals={false} fontSize={11} />
              <YAxis type="category" dataKey="categoryName" width={96} fontSize={11} />
              <Tooltip />
              <Bar
                dataKey="count"
                name="Books"
                fill="#0d9488"
                radius={[0, 4, 4, 0]}
                isAnimationActive={false}
              />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
    </div>
  );
}
