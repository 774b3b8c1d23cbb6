import type { OrderEvent } from '@boibazar/shared/orders';
import { Timeline } from '../../../components/ui/Timeline.tsx';
import { textOf, useText } from '../../../i18n/i18n.ts';

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

/** The order's history, oldest first: what happened, who did it (and in which role) and when. */
export function OrderTimeline({ events }: { events: OrderEvent[] }) {
  const t = useText('orders');
  const entries = events.map((event) => ({
    ...event,
    what: what()[event.type] ?? event.type,
    who: event.actor.role === 'system' ? t.boibazar : `${event.actor.name} (${role()[event.actor.role]})`,
  }));
  return <Timeline entries={entries} tone="brand" />;
}
