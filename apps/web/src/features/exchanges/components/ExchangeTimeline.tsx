import type { ExchangeEvent } from '@boibazar/shared/exchanges';
import { Timeline } from '#app/components/ui/Timeline.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { exchangesText } from '../i18n.ts';
import { eventText } from './exchange-words.ts';

/** The exchange's history, oldest first: what happened, who did it and when. */
export function ExchangeTimeline({ events }: { events: ExchangeEvent[] }) {
  const t = useText(exchangesText);
  const entries = events.map((event) => ({
    ...event,
    what: eventText()[event.type] ?? event.type,
    who: event.actor.role === 'system' ? t.boibazar : event.actor.name,
  }));
  return <Timeline entries={entries} tone="teal" />;
}
