import type { ExchangeEvent } from '@boibazar/shared/exchanges';
import { formatBdt } from '../../../lib/money.ts';
import { eventText } from './exchange-words.ts';
import { useText } from '../../../i18n/i18n.ts';
import { byLanguage } from '../../../lib/dates.ts';

const when = byLanguage(new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }));

/** The exchange's history, oldest first: what happened, who did it and when. */
export function ExchangeTimeline({ events }: { events: ExchangeEvent[] }) {
  const t = useText('exchanges');
  return (
    <ol className="relative space-y-4 border-l-2 border-stone-200 pl-5">
      {events.map((event, index) => (
        <li key={`${event.type}-${index}`} className="relative">
          <span
            aria-hidden="true"
            className="absolute -left-[1.72rem] top-1.5 h-3 w-3 rounded-full border-2 border-white bg-teal-700"
          />
          <p className="font-medium text-stone-900">{eventText()[event.type] ?? event.type}</p>
          <p className="text-sm text-stone-600">
            <time dateTime={event.at}>{when.format(new Date(event.at))}</time> ·{' '}
            {event.actor.role === 'system' ? t.boibazar : event.actor.name}
          </p>
          {event.reason && <p className="mt-1 text-sm text-stone-700">“{event.reason}”</p>}
          {event.amount !== null && <p className="mt-1 text-sm text-stone-700">{formatBdt(event.amount)}</p>}
          {event.handover?.method === 'courier' && (
            <p className="mt-1 text-sm text-stone-700">
              {event.handover.company}
              {t.tracking} {event.handover.trackingNumber}
            </p>
          )}
          {event.handover?.method === 'meetup' && (
            <p className="mt-1 text-sm text-stone-700">
              {t.meetUpAt} {event.handover.place}, {when.format(new Date(event.handover.at))}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
