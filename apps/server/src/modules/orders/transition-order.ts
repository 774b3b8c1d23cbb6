// The one way an order changes stage: ONE conditional update (`where status = from`), its timeline row
// and its domain event, all in the caller's transaction, so concurrent transitions have one winner and
// the others a 409 (docs/decisions/120-order-state-machine.md).
import type { Db } from '../../db/database.ts';
import type { OrderActorRole } from '../../db/schema.ts';
import { conflict } from '../../lib/errors.ts';
import { nowIso } from '../../lib/ids.ts';
import { publish } from '../../events/index.ts';
import { feeFor } from '../ledger/index.ts';
import { TRANSITIONS, wrongStageMessage, type Transition } from './order-states.ts';
import {
  amountToPay,
  findOrder,
  insertOrderEvents,
  moveOrder,
  type StoredOrder,
} from './order-repository.ts';

export interface OrderActor {
  role: OrderActorRole;
  /** null for the system's timers. */
  id: string | null;
}

export type OrderWithSeller = StoredOrder & { sellerId: string; sellerName: string };

export interface TransitionDetails {
  reason?: string;
  handover?: unknown;
  /** The Taka to give back (declined, expired, refunded). */
  amount?: number;
  /** Who took the buyer's money (pay): 'sandbox', 'stripe' or 'bkash'; the courier (courierCollected). */
  provider?: string;
}

/** What every order event carries; ids and a short summary, the rest is read through the API. */
export type OrderEventFields = {
  orderId: string;
  buyerId: string;
  sellerId: string;
  bookId: string;
  bookName: string;
  price: number;
  /** BoiBazar's fee in Taka, fixed when the order was paid (or its cash collected); null before. */
  platformFee: number | null;
  /** The courier's fee the buyer paid beside the price (home delivery, decision 310); 0 for meet-up. */
  deliveryFee: number;
  actorRole: OrderActorRole;
};

declare module '../../events/index.ts' {
  interface DomainEvents {
    'order.paid': OrderEventFields & { platformFee: number; provider: string };
    /**
     * `cause`: the system cancelled an open booking (cancel-open-bookings.ts), or a cash-on-delivery event
     * was published beside it (its notification says it better); none when the buyer or seller did.
     */
    'order.cancelled': OrderEventFields & {
      cause?:
        | 'sold_elsewhere'
        | 'listing_withdrawn'
        | 'buyer_left'
        | 'cod_refused'
        | 'cod_expired'
        | 'offer_lapsed';
    };
    'order.handed_over': OrderEventFields;
    'order.completed': OrderEventFields & { cause?: 'cash_collected' };
    'order.declined': OrderEventFields & { reason: string; refundAmount: number };
    'order.expired': OrderEventFields & { refundAmount: number };
    'order.disputed': OrderEventFields & { reason: string };
    'order.refunded': OrderEventFields & { refundAmount: number };
    /** Half of HANDOVER_WITHIN has passed and the seller has not handed the book over. */
    'order.handover_reminder': OrderEventFields & { handoverDue: string; cashOnDelivery?: boolean };
    /** The buyer chose cash on delivery: the book is reserved for them, nothing is paid yet. */
    'order.cod_placed': OrderEventFields;
    'order.cod_handed_over': OrderEventFields;
    /** The buyer refused to pay at the door; the order is cancelled and the book back on sale. */
    'order.cod_refused': OrderEventFields;
    /** Half of AUTO_COMPLETE_AFTER since a COD handover, with neither the cash nor a refusal recorded. */
    'order.cash_reminder': OrderEventFields;
    /** The seller collected the cash of a cash-on-delivery order (published beside order.completed). */
    'order.cash_collected': OrderEventFields;
    /**
     * The courier collected a cash-on-delivery order's book + delivery at the door (decision 430): it is
     * paid, published instead of order.handed_over.
     */
    'order.courier_collected': OrderEventFields & { platformFee: number; courier: string };
    /** HANDOVER_WITHIN passed without a handover of a cash-on-delivery order: cancelled, book back on sale. */
    'order.cod_expired': OrderEventFields;
    /**
     * The courier lost a cash-on-delivery parcel before delivery (decision 431): the order is `lost`, the
     * buyer owes nothing, the admin records what the courier pays the seller.
     */
    'order.parcel_lost': OrderEventFields;
  }
}

/** The timeline row's type for each transition. */
const EVENT_TYPE: Record<Transition, string> = {
  pay: 'paid',
  cancel: 'cancelled',
  handover: 'handed_over',
  decline: 'declined',
  received: 'received',
  dispute: 'disputed',
  expire: 'expired',
  autoComplete: 'auto_completed',
  refund: 'refunded',
  release: 'released',
  placeCod: 'cod_placed',
  codHandover: 'handed_over',
  codCancel: 'cancelled',
  codDecline: 'declined',
  cashCollected: 'cash_collected',
  codRefused: 'cod_refused',
  codExpire: 'cod_expired',
  lapse: 'offer_lapsed',
  courierCollected: 'courier_collected',
  codLost: 'parcel_lost',
};

export const eventFields = (order: OrderWithSeller, actorRole: OrderActorRole): OrderEventFields => ({
  orderId: order._id,
  buyerId: order.buyerId,
  sellerId: order.sellerId,
  bookId: order.productId,
  bookName: order.bookName,
  price: order.price,
  platformFee: order.platformFee,
  deliveryFee: order.delivery.fee,
  actorRole,
});

export async function transitionOrder(
  trx: Db,
  order: OrderWithSeller,
  transition: Transition,
  actor: OrderActor,
  details: TransitionDetails = {},
): Promise<void> {
  const rule = TRANSITIONS[transition];
  const now = nowIso();
  // The fee is fixed when the money is paid: by the buyer (pay), or at the door (cash collected).
  const paidNow = transition === 'pay' || transition === 'cashCollected' || transition === 'courierCollected';
  const platformFee = paidNow ? feeFor(trx, order.price) : order.platformFee;
  const times =
    transition === 'cashCollected'
      ? { paid_at: now, completed_at: now, platform_fee: platformFee }
      : transition === 'courierCollected'
        ? { paid_at: now, handed_over_at: now, platform_fee: platformFee }
        : rule.to === 'paid'
          ? { paid_at: now, platform_fee: platformFee }
          : rule.to === 'handed_over' || rule.to === 'cod_handed_over'
            ? { handed_over_at: now }
            : rule.to === 'completed'
              ? { completed_at: now }
              : {};
  if (!(await moveOrder(trx, order._id, rule.from, rule.to, times))) {
    const current = await findOrder(trx, order._id);
    throw current
      ? conflict('WRONG_STAGE', wrongStageMessage(transition, current.status), {
          stage: current.status,
          step: transition,
        })
      : conflict('NO_LONGER_EXISTS', 'This order no longer exists');
  }
  await insertOrderEvents(trx, [
    {
      bookingId: order._id,
      type: EVENT_TYPE[transition],
      from: rule.from,
      to: rule.to,
      actorRole: actor.role,
      actorId: actor.id,
      data: Object.keys(details).length > 0 ? { ...details } : undefined,
      at: now,
    },
  ]);

  const fields = { ...eventFields(order, actor.role), platformFee };
  // Declined or expired before the parcel left: the delivery fee goes back too; a dispute's refund is of the price.
  const refundAmount = details.amount ?? (rule.to === 'refunded' ? order.price : amountToPay(order));
  if (transition === 'codRefused') await publish(trx, { type: 'order.cod_refused', ...fields });
  if (transition === 'cashCollected') await publish(trx, { type: 'order.cash_collected', ...fields });
  if (transition === 'codExpire') await publish(trx, { type: 'order.cod_expired', ...fields });
  const cause =
    transition === 'codRefused'
      ? 'cod_refused'
      : transition === 'codExpire'
        ? 'cod_expired'
        : transition === 'cashCollected'
          ? 'cash_collected'
          : transition === 'lapse'
            ? 'offer_lapsed'
            : undefined;
  switch (rule.to) {
    case 'cod':
      await publish(trx, { type: 'order.cod_placed', ...fields });
      break;
    case 'cod_handed_over':
      await publish(trx, { type: 'order.cod_handed_over', ...fields });
      break;
    case 'paid':
      if (platformFee === null || !details.provider)
        throw new Error('An order is paid with its fee and provider');
      await publish(trx, { type: 'order.paid', ...fields, platformFee, provider: details.provider });
      break;
    case 'handed_over':
      if (transition === 'courierCollected') {
        if (platformFee === null || !details.provider)
          throw new Error('A courier collection is recorded with its fee and courier');
        await publish(trx, {
          type: 'order.courier_collected',
          ...fields,
          platformFee,
          courier: details.provider,
        });
      } else await publish(trx, { type: 'order.handed_over', ...fields });
      break;
    case 'cancelled':
      await publish(trx, {
        type: 'order.cancelled',
        ...fields,
        ...(cause === 'cod_refused' || cause === 'cod_expired' || cause === 'offer_lapsed' ? { cause } : {}),
      });
      break;
    case 'completed':
      await publish(trx, {
        type: 'order.completed',
        ...fields,
        ...(cause === 'cash_collected' ? { cause } : {}),
      });
      break;
    case 'declined':
      await publish(trx, { type: 'order.declined', ...fields, reason: details.reason ?? '', refundAmount });
      break;
    case 'expired':
      await publish(trx, { type: 'order.expired', ...fields, refundAmount });
      break;
    case 'disputed':
      await publish(trx, { type: 'order.disputed', ...fields, reason: details.reason ?? '' });
      break;
    case 'refunded':
      await publish(trx, { type: 'order.refunded', ...fields, refundAmount });
      break;
    case 'lost':
      await publish(trx, { type: 'order.parcel_lost', ...fields });
      break;
    case 'open':
      break;
  }
}
