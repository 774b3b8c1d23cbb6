import type { OrderEvent } from '@boibazar/shared/orders';
import { Timeline } from '#app/components/ui/Timeline.tsx';
import { textOf, useText } from '#app/i18n/i18n.ts';
import { ordersText } from '../i18n.ts';

const what = (): Record<string, string> => ({
  booked: textOf(ordersText).booked,
  paid: textOf(ordersText).timelinePaid,
  cancelled: textOf(ordersText).cancelled,
  handed_over: textOf(ordersText).handedOver,
  declined: textOf(ordersText).declinedByTheSeller,
  received: textOf(ordersText).receivedDealCompleted,
  auto_completed: textOf(ordersText).completedAutomatically,
  disputed: textOf(ordersText).disputeOpened,
  expired: textOf(ordersText).notHandedOverInTime,
  refunded: textOf(ordersText).refundDecidedByTheAdmin,
  released: textOf(ordersText).timelineDisputeReleased,
  refund_sent: textOf(ordersText).refundSentToTheCard,
  refund_sent_by_hand: textOf(ordersText).refundSentByHand,
  cod_placed: textOf(ordersText).timelineOrderedCod,
  cash_collected: textOf(ordersText).cashCollectedDealCompleted,
  courier_collected: textOf(ordersText).courierCollectedCash,
  parcel_lost: textOf(ordersText).parcelLostByTheCourier,
  courier_compensated: textOf(ordersText).courierCompensationRecorded,
  cod_refused: textOf(ordersText).timelineRefused,
  cod_expired: textOf(ordersText).timelineCodExpired,
  offer_accepted: textOf(ordersText).offerAcceptedAtThisPrice,
  offer_lapsed: textOf(ordersText).agreedPriceNotPaidInTime,
});

const role = (): Record<OrderEvent['actor']['role'], string> => ({
  buyer: textOf(ordersText).roleBuyer,
  seller: textOf(ordersText).roleSeller,
  admin: textOf(ordersText).roleAdmin,
  system: textOf(ordersText).roleSystem,
});

/** The order's history, oldest first: what happened, who did it (and in which role) and when. */
export function OrderTimeline({ events }: { events: OrderEvent[] }) {
  const t = useText(ordersText);
  const entries = events.map((event) => ({
    ...event,
    what: what()[event.type] ?? event.type,
    who: event.actor.role === 'system' ? t.boibazar : `${event.actor.name} (${role()[event.actor.role]})`,
  }));
  return <Timeline entries={entries} tone="brand" />;
}
