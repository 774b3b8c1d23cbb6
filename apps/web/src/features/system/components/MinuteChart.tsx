// One small line chart of the last hour, a point a minute: drawn in SVG (no chart library for one line),
// read to screen readers as a sentence (now, and the hour's highest).
import { formatCount } from '#app/lib/money.ts';
import { useText } from '#app/i18n/i18n.ts';
import { systemText } from '../i18n.ts';

const WIDTH = 300;
const HEIGHT = 60;

export function MinuteChart({ title, values }: { title: string; values: number[] }) {
  const t = useText(systemText);
  const max = Math.max(0, ...values);
  const now = values.at(-1) ?? 0;
  const step = values.length > 1 ? WIDTH / (values.length - 1) : WIDTH;
  const y = (value: number) => (max === 0 ? HEIGHT - 2 : HEIGHT - 2 - ((HEIGHT - 4) * value) / max);
  const points = values.map((value, i) => `${(i * step).toFixed(1)},${y(value).toFixed(1)}`).join(' ');
  return (
    <figure className="rounded-lg border border-stone-200 bg-white p-3">
      <figcaption className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-stone-800">{title}</span>
        <span className="text-stone-600">{formatCount(now)}</span>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="mt-2 h-16 w-full"
        role="img"
        aria-label={t.chartSummary({ title, now: formatCount(now), max: formatCount(max) })}
      >
        <polyline
          points={points}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          className="text-brand-700"
        />
      </svg>
    </figure>
  );
}
