// The filter and sort bar of the browse and search page (issue 28): values are keys, labels in the reader's
// language, a count beside each value; every change goes into the address, so a search can be shared and
// Back undoes it. On a phone the bar folds behind one button.
import { CONDITION_NAMES_BN } from '@boibazar/shared/conditions';
import { BANGLADESH_DISTRICTS } from '@boibazar/shared/districts';
import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { browseText, finderText } from '../i18n.ts';
import { formatCount } from '#app/lib/money.ts';
import { bookCondition, categoryName, placeName } from '#app/lib/reader-names.ts';
import { useCategories } from '../api/get-categories.ts';
import { useSearchFacets } from '../api/get-search-facets.ts';
import type { SearchParams } from '../api/search-books.ts';

/** The conditions a listing may have (BOOK_CONDITIONS; this table's keys, without loading zod here). */
const CONDITIONS = Object.keys(CONDITION_NAMES_BN);
const FILTER_KEYS = ['category', 'condition', 'location', 'minPrice', 'maxPrice', 'exchange', 'cod'] as const;
const inputClass = 'w-full rounded-md border border-stone-300 bg-white px-3 py-2';
const labelClass = 'text-sm font-medium text-stone-700';

export function FilterBar({
  params,
  onChange,
}: {
  params: SearchParams;
  onChange: (next: SearchParams) => void;
}) {
  const t = useText(finderText);
  const tBrowse = useText(browseText);
  const id = useId();
  const [open, setOpen] = useState(false);
  const facets = useSearchFacets(params).data;
  const categories = useCategories().data ?? [];
  const chosen = FILTER_KEYS.filter((key) => params[key]).length;

  const set = (changes: SearchParams) => {
    const next: SearchParams = { ...params, ...changes };
    for (const key of Object.keys(next) as Array<keyof SearchParams>) if (!next[key]) delete next[key];
    onChange(next);
  };
  // Beyond the books the server counts, a count is "at least" (decision 390): 120+; an unseen value, none.
  const amount = (count: number) => (facets?.capped ? `${formatCount(count)}+` : formatCount(count));
  const counted = (
    label: string,
    list: Array<{ value: string; count: number }> | undefined,
    value: string,
  ) => {
    const count = list?.find((f) => f.value === value)?.count ?? 0;
    if (!facets || (facets.capped && count === 0)) return label;
    return `${label} (${amount(count)})`;
  };
  const applyPrices = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    set({
      minPrice: String(form.get('minPrice') ?? '').trim(),
      maxPrice: String(form.get('maxPrice') ?? '').trim(),
    });
  };
  const clear = () =>
    onChange({ ...(params.q && { q: params.q }), ...(params.sort && { sort: params.sort }) });

  return (
    <div className="mt-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-filters`}
          onClick={() => setOpen(!open)}
          className={`${buttonClass({ variant: 'outline', className: 'sm:hidden' })}`}
        >
          {chosen > 0 ? t.filtersChosen({ count: formatCount(chosen) }) : t.filters}
        </button>
        <p role="status" className="text-sm text-stone-600">
          {facets ? t.booksFound({ count: amount(facets.total) }) : ''}
        </p>
        <div className="ml-auto flex items-center gap-2">
          <label htmlFor={`${id}-sort`} className={labelClass}>
            {tBrowse.sortBy}
          </label>
          <select
            id={`${id}-sort`}
            value={params.sort ?? (params.q ? 'relevance' : 'newest')}
            onChange={(event) => set({ sort: event.currentTarget.value })}
            className="rounded-md border border-stone-300 bg-white px-2 py-1.5"
          >
            {params.q && <option value="relevance">{tBrowse.bestMatch}</option>}
            <option value="newest">{tBrowse.newestFirst}</option>
            <option value="price_asc">{tBrowse.priceLowHigh}</option>
            <option value="price_desc">{tBrowse.priceHighLow}</option>
          </select>
        </div>
      </div>
      <div
        id={`${id}-filters`}
        role="group"
        aria-label={t.filters}
        className={`${open ? 'grid' : 'hidden'} mt-4 gap-3 sm:grid sm:grid-cols-2 lg:grid-cols-4`}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-category`} className={labelClass}>
            {tBrowse.category}
          </label>
          <select
            id={`${id}-category`}
            value={params.category ?? ''}
            onChange={(event) => set({ category: event.currentTarget.value })}
            className={inputClass}
          >
            <option value="">{tBrowse.anyCategory}</option>
            {categories.map((c) => (
              <option key={c._id} value={c._id}>
                {counted(categoryName(c), facets?.categories, c._id)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-condition`} className={labelClass}>
            {tBrowse.condition}
          </label>
          <select
            id={`${id}-condition`}
            value={params.condition ?? ''}
            onChange={(event) => set({ condition: event.currentTarget.value })}
            className={inputClass}
          >
            <option value="">{t.anyCondition}</option>
            {CONDITIONS.map((condition) => (
              <option key={condition} value={condition}>
                {counted(bookCondition(condition), facets?.conditions, condition)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-district`} className={labelClass}>
            {t.district}
          </label>
          <select
            id={`${id}-district`}
            value={params.location ?? ''}
            onChange={(event) => set({ location: event.currentTarget.value })}
            className={inputClass}
          >
            <option value="">{t.anyDistrict}</option>
            {BANGLADESH_DISTRICTS.map((district) => (
              <option key={district} value={district}>
                {counted(placeName(district), facets?.districts, district)}
              </option>
            ))}
          </select>
        </div>
        <form
          key={`${params.minPrice}-${params.maxPrice}`}
          onSubmit={applyPrices}
          aria-label={t.priceRange}
          className="flex items-end gap-2"
        >
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <label htmlFor={`${id}-min`} className={labelClass}>
              {tBrowse.minPrice}
            </label>
            <input
              id={`${id}-min`}
              name="minPrice"
              inputMode="numeric"
              defaultValue={params.minPrice ?? ''}
              className={inputClass}
            />
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <label htmlFor={`${id}-max`} className={labelClass}>
              {tBrowse.maxPrice}
            </label>
            <input
              id={`${id}-max`}
              name="maxPrice"
              inputMode="numeric"
              defaultValue={params.maxPrice ?? ''}
              className={inputClass}
            />
          </div>
          <button type="submit" className={buttonClass({ variant: 'outline' })}>
            {t.apply}
          </button>
        </form>
        <label className="flex items-center gap-2 text-sm font-medium text-stone-700">
          <input
            type="checkbox"
            checked={params.exchange === '1'}
            onChange={(event) => set({ exchange: event.currentTarget.checked ? '1' : '' })}
            className="h-4 w-4"
          />
          {facets ? `${tBrowse.openToExchange} (${amount(facets.exchange)})` : tBrowse.openToExchange}
        </label>
        <label className="flex items-center gap-2 text-sm font-medium text-stone-700">
          <input
            type="checkbox"
            checked={params.cod === '1'}
            onChange={(event) => set({ cod: event.currentTarget.checked ? '1' : '' })}
            className="h-4 w-4"
          />
          {facets ? `${t.cashOnDelivery} (${amount(facets.cod)})` : t.cashOnDelivery}
        </label>
        {chosen > 0 && (
          <div className="flex items-center">
            <button type="button" onClick={clear} className="text-sm font-semibold text-brand-800 underline">
              {t.clearFilters}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
