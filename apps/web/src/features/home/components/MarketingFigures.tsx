// The landing page's marketing figures (spec §9).
import { useText } from '../../../i18n/i18n.ts';
import { formatCount } from '../../../lib/money.ts';

export function MarketingFigures() {
  const t = useText('home');
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
    </section>
  );
}
