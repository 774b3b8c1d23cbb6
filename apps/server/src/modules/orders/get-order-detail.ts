// GET /orders/:id: the order as its buyer, seller or the admin sees it, with its timeline, the timers'
// times and the caller's possible actions.
import { disputePhotosOf } from './dispute-photos.ts';
import type { Order, OrderDelivery, OrderDetail } from '@boibazar/shared/orders';
import { clock } from '../../lib/clock.ts';

type ParcelState = NonNullable<OrderDelivery['parcelStatus']>;
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { findParcelOfOrder } from '../delivery/index.ts';
import type { AuthUser } from '../identity/index.ts';
import { COMPENSATED } from './record-courier-compensation.ts';
import { loadOrderFor, type OrderViewer } from './order-access.ts';
import { actionsFor } from './order-states.ts';
import { listOrderEvents, type StoredOrder } from './order-repository.ts';

export interface OrderTimers {
  handoverWithinMs: number;
  autoCompleteAfterMs: number;
  reviewWindowMs: number;
}

export const orderTimersOf = (config: Config): OrderTimers => ({
  handoverWithinMs: config.HANDOVER_WITHIN,
  autoCompleteAfterMs: config.AUTO_COMPLETE_AFTER,
  reviewWindowMs: config.REVIEW_WINDOW,
});

const plus = (iso: string | null, ms: number) =>
  iso ? new Date(new Date(iso).getTime() + ms).toISOString() : null;

export const reviewUntil = (order: Pick<StoredOrder, 'status' | 'completedAt'>, timers: OrderTimers) =>
  order.status === 'completed' ? plus(order.completedAt, timers.reviewWindowMs) : null;

/** The spec's order answer plus the viewer's actions now. */
export function orderAnswer(
  order: StoredOrder,
  viewer: OrderViewer,
  timers: OrderTimers,
  now = clock.now(),
): Order {
  const {
    buyerId: _b,
    paidAt: _p,
    handedOverAt: _h,
    completedAt: _c,
    buyerReviewedAt,
    sellerReviewedAt,
    ...answer
  } = order;
  const actions = actionsFor({
    status: order.status,
    viewer,
    reviewUntil: reviewUntil(order, timers),
    reviewedByViewer: (viewer === 'buyer' ? buyerReviewedAt : sellerReviewedAt) !== null,
    now,
  }).filter(
    // Home delivery: the courier collects the cash at the door, or brings the parcel back (decision 430).
    (a) => order.delivery.method !== 'home' || (a !== 'cash_collected' && a !== 'cod_refused'),
  );
  return { ...answer, actions };
}

export async function getOrderDetail(
  db: Db,
  user: AuthUser,
  orderId: string,
  timers: OrderTimers,
): Promise<OrderDetail> {
  const { order, viewer } = await loadOrderFor(db, user, orderId);
  const timeline = await listOrderEvents(db, order._id);
  const latest = [...timeline].reverse();
  const handover = latest.find((e) => e.handover)?.handover ?? null;
  const refundEvent = latest.find(
    (e) => e.amount !== null && ['declined', 'expired', 'refunded'].includes(e.to),
  );
  const sent = latest.find((e) => e.type === 'refund_sent' || e.type === 'refund_sent_by_hand');
  const compensated = latest.find((e) => e.type === COMPENSATED);
  const { sellerId, sellerName } = order;
  const parcel = order.delivery.method === 'home' ? await findParcelOfOrder(db, order._id) : undefined;
  return {
    ...orderAnswer(order, viewer, timers),
    delivery: { ...order.delivery, parcelStatus: (parcel?.status as ParcelState | undefined) ?? null },
    viewerRole: viewer,
    buyerId: order.buyerId,
    sellerId,
    sellerName,
    paidAt: order.paidAt,
    handover,
    handoverDue: order.status === 'paid' ? plus(order.paidAt, timers.handoverWithinMs) : null,
    autoCompleteAt:
      order.status === 'handed_over' ? plus(order.handedOverAt, timers.autoCompleteAfterMs) : null,
    reviewUntil: reviewUntil(order, timers),
    refund: refundEvent?.amount
      ? {
          amount: refundEvent.amount,
          status: sent ? 'succeeded' : 'pending',
          at: sent?.at ?? refundEvent.at,
          // Paid in cash at the door (a cash-on-delivery stage): sent back by hand (decision 416).
          byHand: timeline.some((e) => e.to === 'cod'),
        }
      : null,
    courierCompensation:
      compensated?.amount != null ? { amount: compensated.amount, at: compensated.at } : null,
    // Only an order that was ever disputed can have evidence: no query for the others.
    disputePhotos: timeline.some((e) => e.to === 'disputed')
      ? await disputePhotosOf(db, order, user._id)
      : [],
    timeline,
  };
}
