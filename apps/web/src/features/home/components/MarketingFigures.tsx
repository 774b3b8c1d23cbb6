// The landing page's marketing figures (spec §9), and under them the real ones the database counts
// (decision 421).
import { useText } from '#app/i18n/i18n.ts';
import { homeText } from '../i18n.ts';
import { formatCount } from '#app/lib/money.ts';
import { usePublicFigures } from '../api/public-figures.ts';

function RealFigures() {
  const t = useText(homeText);
  const figures = usePublicFigures();
  if (!figures.data) return null;
  const rows = [
    { value: figures.data.booksForSale, label: t.booksForSale },
    { value: figures.data.sellers, label: t.sellers },
    { value: figures.data.completedDeals, label: t.completedDeals },
  ];
  return (
    <section
      aria-labelledby="real-figures-heading"
      className="mx-auto mt-6 max-w-xl rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-100"
    >
      <h3 id="real-figures-heading" className="text-center text-sm font-semibold text-brand-800">
        {t.rightNow}
      </h3>
      <dl className="mt-2 grid grid-cols-3 gap-2 text-center">
        {rows.map((row) => (
          <div key={row.label} className="flex flex-col-reverse">
            <dt className="text-xs text-stone-700 sm:text-sm">{row.label}</dt>
            <dd className="text-xl font-bold text-stone-900 sm:text-2xl">{formatCount(row.value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function MarketingFigures() {
  const t = useText(homeText);
  const figures = [
    { value: `${formatCount(98)}%`, label: t.satisfaction },
    { value: formatCount(4000).replace(/[,،]/g, ''), label: t.orders },
    { value: formatCount(2500).replace(/[,،]/g, ''), label: t.customers },
    { value: `${formatCount(1500).replace(/[,،]/g, '')}+`, label: t.customersDaily },
  ];
  return (
    <section aria-labelledby="figures-heading" className="mx-auto max-w-6xl px-4 py-10">
      <h2 id="figures-heading" className="sr-only">
        {t.figuresHeading}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
        {figures.map((figure) => (
          <div
            key={figure.label}
            className="flex flex-col-reverse rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-stone-200"
          >
            <dt className="mt-1 text-sm font-medium text-stone-600">{figure.label}</dt>
            <dd className="text-3xl font-extrabold text-brand-700 sm:text-4xl">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-center text-stone-600">
        {t.figuresBefore}
        <strong className="text-stone-900">{t.figuresStrong}</strong>
        {t.figuresAfter}
      </p>
      <RealFigures />
    </section>
  );
}
