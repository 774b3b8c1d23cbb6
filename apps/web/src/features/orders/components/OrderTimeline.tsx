import type { OrderEvent } from '@boibazar/shared/orders';
import { formatBdt } from '../../../lib/money.ts';
import { textOf, useText } from '../../../i18n/i18n.ts';
import { byLanguage } from '../../../lib/dates.ts';

const when = byLanguage(new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }));

const what = (): Record<string, string> => ({
  booked: textOf('orders').booked,
  paid: textOf('orders').paid2,
  cancelled: textOf('orders').cancelled,
  handed_over: textOf('orders').handedOver,
  declined: textOf('orders').declinedByTheSeller,
  received: textOf('orders').receivedDealCompleted,
  auto_completed: textOf('orders').completedAutomatically,
  disputed: textOf('orders').disputeOpened,
  expired: textOf('orders').notHandedOverInTime,
  refunded: textOf('orders').refundDecidedByTheAdmin,
  released: textOf('orders').disputeClosedPaymentReleasedTo,
  refund_sent: textOf('orders').refundSentToTheCard,
  refund_sent_by_hand: textOf('orders').refundSentByHand,
  cod_placed: textOf('orders').orderedToPayCashOn,
  cash_collected: textOf('orders').cashCollectedDealCompleted,
  courier_collected: textOf('orders').courierCollectedCash,
  parcel_lost: textOf('orders').parcelLostByTheCourier,
  courier_compensated: textOf('orders').courierCompensationRecorded,
  cod_refused: textOf('orders').refusedAtTheDoorThe,
  cod_expired: textOf('orders').notHandedOverInTime2,
  offer_accepted: textOf('orders').offerAcceptedAtThisPrice,
  offer_lapsed: textOf('orders').agreedPriceNotPaidInTime,
});

const role = (): Record<OrderEvent['actor']['role'], string> => ({
  buyer: textOf('orders').roleBuyer,
  seller: textOf('orders').roleSeller,
  admin: textOf('orders').roleAdmin,
  system: textOf('orders').roleSystem,
});

/** The order's history, oldest first: what happened, who did it and when. */
export function OrderTimeline({ events }: { events: OrderEvent[] }) {
  const t = useText('orders');
  return (
    <ol className="relative space-y-4 border-l-2 border-stone-200 pl-5">
      {events.map((event, index) => (
        <li key={`${event.type}-${index}`} className="relative">
          <span
            aria-hidden="true"
            className="absolute -left-[1.72rem] top-1.5 h-3 w-3 rounded-full border-2 border-white bg-brand-700"
          />
          <p className="font-medium text-stone-900">{what()[event.type] ?? event.type}</p>
          <p className="text-sm text-stone-600">
            <time dateTime={event.at}>{when.format(new Date(event.at))}</time> ·{' '}
            {event.actor.role === 'system' ? t.boibazar : `${event.actor.name} (${role()[event.actor.role]})`}
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
