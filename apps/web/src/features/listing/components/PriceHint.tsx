// The fair price on Add a Book (decision 320): a range and one plain sentence saying where it came from,
// a button that puts the suggested price in the form, and where the seller's price sits among the copies
// for sale now.
import type { PriceHintQuery } from '@boibazar/shared/listing';
import { useEffect, useState } from 'react';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { useLocalise } from '#app/i18n/messages.ts';
import { formatCount } from '#app/lib/money.ts';
import { usePriceHint } from '../api/get-price-hint.ts';
import { useText } from '#app/i18n/i18n.ts';
import { listingText } from '../i18n.ts';

const taka = (amount: number) => `৳${formatCount(amount)}`;

/** The form's values, as typed; the hint is asked half a second after the seller stops typing. */
function useSettled<T>(value: T, ms = 500): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the JSON key stands for the value
  }, [key, ms]);
  return settled;
}

export function PriceHint({
  book,
  onAccept,
}: {
  book: Partial<Omit<PriceHintQuery, 'condition'>> & { condition?: string };
  onAccept: (price: number) => void;
}) {
  const t = useText(listingText);
  const localise = useLocalise();
  const settled = useSettled(book);
  const known = Boolean(settled.condition) && Boolean(settled.isbn || settled.title);
  const hint = usePriceHint(
    known ? ({ ...settled, condition: settled.condition } as PriceHintQuery) : null,
  ).data;

  let sentence = t.fairPriceNeedsPrintedPrice;
  if (known && hint?.basis === 'sales' && hint.sales)
    sentence = t.soldForInTheLast({
      condition: localise(settled.condition ?? ''),
      low: taka(hint.sales.lowest),
      high: taka(hint.sales.highest),
      days: formatCount(hint.sales.days),
    });
  else if (known && hint?.basis === 'printed' && hint.low !== null && hint.high !== null)
    sentence = t.fromThePrintedPrice({ low: taka(hint.low), high: taka(hint.high) });

  const current = known ? hint?.current : undefined;
  return (
    <section
      aria-labelledby="price-hint-title"
      className="rounded-lg bg-amber-50 p-4 ring-1 ring-amber-200 sm:col-span-2"
    >
      <h2 id="price-hint-title" className="text-sm font-semibold text-stone-900">
        {t.fairPrice}
        {known && hint && hint.low !== null && hint.high !== null && (
          <span className="ml-2 font-bold" data-testid="price-range">
            {taka(hint.low)}–{taka(hint.high)}
          </span>
        )}
      </h2>
      <p className="mt-1 text-sm text-stone-800" aria-live="polite">
        {sentence}
      </p>
      {current && (
        <p className="mt-1 text-sm text-stone-700">
          {current.count === 0
            ? t.noOtherCopies
            : current.count === 1
              ? t.oneCopyForSaleNow({ lowest: taka(current.lowest ?? 0) })
              : t.copiesForSaleNow({
                  count: formatCount(current.count),
                  lowest: taka(current.lowest ?? 0),
                  highest: taka(current.highest ?? 0),
                })}{' '}
          {current.count > 0 &&
            settled.price !== undefined &&
            settled.price !== '' &&
            (current.cheaper === 0
              ? t.yoursWouldBeCheapest
              : current.dearer === 0
                ? t.yoursWouldBeDearest
                : t.yourPriceSits({
                    dearer: formatCount(current.dearer),
                    cheaper: formatCount(current.cheaper),
                  }))}
        </p>
      )}
      {known && hint?.suggested != null && (
        <button
          type="button"
          onClick={() => onAccept(hint.suggested!)}
          className={buttonClass({ variant: 'outline', className: 'mt-2' })}
        >
          {t.useThisPrice({ price: taka(hint.suggested) })}
        </button>
      )}
    </section>
  );
}
