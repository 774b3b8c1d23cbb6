// A deal's history, oldest first: what happened, who did it and when, with the step's reason, amount and
// handover (issue 24: the order's and the exchange's timelines were line-for-line copies). Each feature
// names its own events and actors; this draws them.
import type { Handover } from '@boibazar/shared/orders';
import { useText } from '#app/i18n/i18n.ts';
import { uiText } from '#app/i18n/shell.ts';
import { byLanguage } from '#app/lib/dates.ts';
import { formatBdt } from '#app/lib/money.ts';

const when = byLanguage(new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }));

export interface TimelineEntry {
  /** ISO time of the step. */
  at: string;
  /** What happened, in the reader's language. */
  what: string;
  /** Who did it, in the reader's language. */
  who: string;
  reason: string | null;
  amount: number | null;
  handover: Handover | null;
}

const DOT = { brand: 'bg-brand-700', teal: 'bg-teal-700' } as const;

export function Timeline({ entries, tone }: { entries: TimelineEntry[]; tone: keyof typeof DOT }) {
  const t = useText(uiText);
  return (
    <ol className="relative space-y-4 border-l-2 border-stone-200 pl-5">
      {entries.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="relative">
          <span
            aria-hidden="true"
            className={`absolute -left-[1.72rem] top-1.5 h-3 w-3 rounded-full border-2 border-white ${DOT[tone]}`}
          />
          <p className="font-medium text-stone-900">{entry.what}</p>
          <p className="text-sm text-stone-600">
            <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time> · {entry.who}
          </p>
          {entry.reason && <p className="mt-1 text-sm text-stone-700">“{entry.reason}”</p>}
          {entry.amount !== null && <p className="mt-1 text-sm text-stone-700">{formatBdt(entry.amount)}</p>}
          {entry.handover?.method === 'courier' && (
            <p className="mt-1 text-sm text-stone-700">
              {entry.handover.company}
              {t.tracking} {entry.handover.trackingNumber}
            </p>
          )}
          {entry.handover?.method === 'meetup' && (
            <p className="mt-1 text-sm text-stone-700">
              {t.meetUpAt} {entry.handover.place}, {when.format(new Date(entry.handover.at))}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
