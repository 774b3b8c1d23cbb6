// BoiBazar's fee revenue by day (decision 443): one small bar chart in SVG (no chart library for a row of
// bars, as the System page's charts), read to screen readers as one sentence: the total, and the best day.
import type { FeeRevenueDay } from '@boibazar/shared/ledger';
import { useText } from '#app/i18n/i18n.ts';
import { ledgerText } from '../i18n.ts';
import { currentLanguage } from '#app/i18n/locale.ts';
import { formatBdt, formatCount } from '#app/lib/money.ts';

const WIDTH = 300;
const HEIGHT = 80;

/** A UTC day (YYYY-MM-DD) as "26 Nov" / "২৬ নভে", in the reader's language. */
const dayLabel = (day: string) =>
  new Intl.DateTimeFormat(currentLanguage() === 'bn' ? 'bn-BD' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

export function FeeRevenueChart({ days }: { days: FeeRevenueDay[] }) {
  const t = useText(ledgerText);
  const total = days.reduce((sum, d) => sum + d.amount, 0);
  const best = days.reduce<FeeRevenueDay | undefined>(
    (b, d) => (!b || d.amount > b.amount ? d : b),
    undefined,
  );
  const max = Math.max(0, ...days.map((d) => d.amount));
  const slot = WIDTH / Math.max(days.length, 1);
  const summary =
    total === 0 || !best
      ? t.feeRevenueNone({ days: formatCount(days.length) })
      : t.feeRevenueSummary({
          days: formatCount(days.length),
          total: formatBdt(total),
          best: formatBdt(best.amount),
          bestDay: dayLabel(best.day),
        });
  return (
    <figure className="mt-2 rounded-lg border border-stone-200 bg-white p-3">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-stone-800">
          {t.feeRevenueLastDays({ days: formatCount(days.length) })}
        </span>
        <span className="text-stone-600">{formatBdt(total)}</span>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="mt-2 h-20 w-full"
        role="img"
        aria-label={summary}
      >
        <line
          x1="0"
          y1={HEIGHT - 0.5}
          x2={WIDTH}
          y2={HEIGHT - 0.5}
          stroke="currentColor"
          className="text-stone-300"
        />
        {days.map((d, i) => {
          const height = max === 0 ? 0 : Math.max(d.amount > 0 ? 2 : 0, ((HEIGHT - 4) * d.amount) / max);
          return (
            <rect
              key={d.day}
              x={(i * slot + slot * 0.15).toFixed(1)}
              y={(HEIGHT - height).toFixed(1)}
              width={(slot * 0.7).toFixed(1)}
              height={height.toFixed(1)}
              fill="currentColor"
              className="text-brand-700"
            />
          );
        })}
      </svg>
      {days.length > 0 && (
        <p aria-hidden="true" className="mt-1 flex justify-between text-xs text-stone-500">
          <span>{dayLabel(days[0]!.day)}</span>
          <span>{dayLabel(days.at(-1)!.day)}</span>
        </p>
      )}
    </figure>
  );
}
