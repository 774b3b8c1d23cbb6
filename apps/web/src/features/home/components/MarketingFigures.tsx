// The landing page's marketing figures (spec §9).
const figures = [
  { value: '98%', label: 'Satisfaction' },
  { value: '4000', label: 'Orders' },
  { value: '2500', label: 'Customers' },
  { value: '1500+', label: 'Customers daily' },
];

export function MarketingFigures() {
  return (
    <section aria-labelledby="figures-heading" className="mx-auto max-w-6xl px-4 py-10">
      <h2 id="figures-heading" className="sr-only">
        BoiBazar in numbers
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
        More than <strong className="text-stone-900">1500 customers</strong> find their next book here every
        day.
      </p>
    </section>
  );
}
