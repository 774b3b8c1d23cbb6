// What becomes a notification, and for whom: one subscriber per domain event, each writing in the
// transaction of the event's cause. Nobody imports this module; it listens (docs/decisions/131-notifications.md).
import type { NotificationType } from '@boibazar/shared/notifications';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../lib/ids.ts';
import { pushToUser } from '../../live/index.ts';
import { findLiveUserById } from '../identity/index.ts';
import { markGroupRead } from './notification-repository.ts';
import { notify, NOTIFICATION_READ_EVENT, type NotificationSettings } from './notify.ts';
import { subscribeSavedSearchAlerts } from './saved-search-alert.ts';

const orderEvent = z.object({
  orderId: z.string(),
  buyerId: z.string(),
  sellerId: z.string(),
  bookName: z.string(),
  buyerName: z.string().optional(),
  price: z.number().optional(),
  actorRole: z.string().optional(),
  /**
   * Set on order.completed / order.cancelled when a more specific event beside it carries the news, or on
   * order.cancelled when the system closed an open booking (sold_elsewhere, listing_withdrawn, buyer_left).
   */
  cause: z.string().optional(),
  cashOnDelivery: z.boolean().optional(),
});
type OrderEvent = z.infer<typeof orderEvent>;
type Party = 'buyer' | 'seller';

const orderLink = (e: OrderEvent) => `/dashboard/orders/${e.orderId}`;
const taka = (e: OrderEvent) => (e.price === undefined ? 'the price' : `${e.price} Taka`);

/**
 * Each order stage: who hears of it (by default both parties but whoever did it) and what they read.
 * Stage names are issue 12's order lifecycle; `order.booked` comes from booking.
 */
const ORDER_STAGES: Record<
  string,
  {
    type: NotificationType;
    /** Who hears of it; by default both parties but whoever did it. */
    to?: Party[] | ((e: OrderEvent) => Party[]);
    /** True when another event of the same change says it (cash collected, refused, COD deadline). */
    skip?: (e: OrderEvent) => boolean;
    title: (e: OrderEvent, to: Party) => string;
    body: (e: OrderEvent, to: Party) => string;
  }
> = {
  'order.booked': {
    type: 'booking',
    to: ['seller'],
    title: (e) => `New booking: ${e.bookName}`,
    body: (e) => `${e.buyerName ?? 'A buyer'} booked ${e.bookName}. You will hear when they pay.`,
  },
  'order.paid': {
    type: 'payment',
    to: ['buyer', 'seller'],
    title: (e, to) => (to === 'seller' ? `${e.bookName} is paid` : `Payment received for ${e.bookName}`),
    body: (e, to) =>
      to === 'seller'
        ? `The buyer paid for ${e.bookName}. Hand the book over and mark it on the order page.`
        : `Your payment for ${e.bookName} went through. The seller hands the book over next.`,
  },
  'order.handed_over': {
    type: 'order',
    title: (e) => `${e.bookName} was handed over`,
    body: (e) => `The seller handed over ${e.bookName}. Confirm when you have it.`,
  },
  'order.completed': {
    type: 'order',
    skip: (e) => e.cause !== undefined,
    title: (e) => `Deal completed: ${e.bookName}`,
    body: (e) => `The deal for ${e.bookName} is complete. You can now review each other.`,
  },
  'order.cancelled': {
    type: 'order',
    skip: (e) => e.cause === 'cod_refused' || e.cause === 'cod_expired' || e.cause === 'offer_lapsed',
    // Whoever cancelled tells the other side; the system (cancel-open-bookings.ts) tells whoever did not
    // cause it.
    to: (e) => (e.cause === 'buyer_left' || e.actorRole === 'buyer' ? ['seller'] : ['buyer']),
    title: (e) => `Booking cancelled: ${e.bookName}`,
    body: (e) => {
      switch (e.cause) {
        case 'sold_elsewhere':
          return `Another buyer bought ${e.bookName} first, so your booking was cancelled. You were not charged.`;
        case 'listing_withdrawn':
          return `${e.bookName} is no longer for sale, so your booking was cancelled. You were not charged.`;
        case 'buyer_left':
          return `The buyer of ${e.bookName} left BoiBazar, so their booking was cancelled.`;
        default:
          return e.actorRole === 'seller'
            ? `The seller cancelled the cash-on-delivery order for ${e.bookName}.`
            : `The buyer cancelled their order of ${e.bookName}.`;
      }
    },
  },
  'order.declined': {
    type: 'order',
    title: (e) => `Order declined: ${e.bookName}`,
    body: (e) => `The seller declined the order for ${e.bookName}; any payment is refunded.`,
  },
  'order.expired': {
    type: 'order',
    title: (e) => `Order expired: ${e.bookName}`,
    body: (e) =>
      `The book was not handed over in time, so the order for ${e.bookName} ended; any payment is refunded.`,
  },
  'order.disputed': {
    type: 'order',
    title: (e) => `Dispute opened: ${e.bookName}`,
    body: (e) => `A dispute was opened on the order for ${e.bookName}. The admin will look at it.`,
  },
  'order.refunded': {
    type: 'order',
    to: ['buyer'],
    title: (e) => `Refund for ${e.bookName}`,
    body: (e) => `Your payment for ${e.bookName} was refunded.`,
  },
  'order.handover_reminder': {
    type: 'order',
    to: ['seller'],
    title: (e) => `Reminder: hand over ${e.bookName}`,
    body: (e) =>
      e.cashOnDelivery
        ? `The buyer will pay for ${e.bookName} in cash on delivery. Hand it over before the order lapses.`
        : `The buyer has paid for ${e.bookName}. Hand it over before the order expires.`,
  },
  // Cash on delivery (docs/decisions/151-cash-on-delivery.md, 152-cod-handover-deadline.md).
  'order.cod_placed': {
    type: 'booking',
    to: ['seller'],
    title: (e) => `Cash-on-delivery order: ${e.bookName}`,
    body: (e) =>
      `The buyer will pay ${taka(e)} in cash when you hand over ${e.bookName}. The book is reserved for them; hand it over and mark it on the order page.`,
  },
  'order.cod_handed_over': {
    type: 'order',
    to: ['buyer'],
    title: (e) => `${e.bookName} was handed over: pay in cash`,
    body: (e) =>
      `The seller handed over ${e.bookName}. Pay them ${taka(e)} in cash when you receive it; they confirm the payment on the order page.`,
  },
  'order.cash_reminder': {
    type: 'order',
    to: ['seller'],
    title: (e) => `Reminder: record the cash for ${e.bookName}`,
    body: (e) =>
      `You handed over ${e.bookName} for cash on delivery. Once the buyer has paid you ${taka(e)}, mark Cash collected on the order page; if they refused, mark Buyer refused.`,
  },
  'order.cash_collected': {
    type: 'payment',
    to: ['buyer'],
    title: (e) => `Cash payment recorded: ${e.bookName}`,
    body: (e) =>
      `The seller confirmed your cash payment of ${taka(e)} for ${e.bookName}. The deal is complete; you can now review each other.`,
  },
  'order.cod_refused': {
    type: 'order',
    to: ['buyer'],
    title: (e) => `Order cancelled: ${e.bookName} was refused`,
    body: (e) =>
      `The seller recorded that you refused to pay for ${e.bookName} on delivery, so the order is cancelled. After two refusals, cash on delivery is no longer offered to you.`,
  },
  'order.cod_expired': {
    type: 'order',
    to: ['buyer', 'seller'],
    title: (e) => `Order cancelled: ${e.bookName} was not handed over in time`,
    body: (e, to) =>
      to === 'seller'
        ? `You did not hand over ${e.bookName} in time, so the cash-on-delivery order is cancelled and the book is back on sale.`
        : `The seller did not hand over ${e.bookName} in time, so your cash-on-delivery order is cancelled. Nothing was paid.`,
  },
};

const messageEvent = z.object({
  conversationId: z.string(),
  recipientId: z.string(),
  senderName: z.string(),
  bookName: z.string(),
  preview: z.string(),
});
const conversationReadEvent = z.object({ conversationId: z.string(), userId: z.string() });
const messageGroup = (conversationId: string) => `conversation:${conversationId}`;
const reviewEvent = z.object({
  orderId: z.string().nullable(),
  exchangeId: z.string().nullish(),
  subjectId: z.string(),
});

const exchangeEvent = z.object({
  exchangeId: z.string(),
  proposerId: z.string(),
  ownerId: z.string(),
  bookName: z.string(),
  topupAmount: z.number(),
  topupPayer: z.enum(['proposer', 'owner']).nullable().optional(),
  actorRole: z.string(),
  actorId: z.string().nullable(),
  awaitingTopup: z.boolean().optional(),
  topupPayerId: z.string().nullable().optional(),
  reason: z.string().optional(),
  counter: z.boolean().optional(),
});
type ExchangeEvent = z.infer<typeof exchangeEvent>;
type Side = 'proposer' | 'owner';
/** What a step's text needs besides the event: the name of whoever acted ('Someone' if unknown). */
type ExchangeNames = { actor: string };

/** An offer, or a counter-offer, as its recipient (the owner of the offer) reads it: who, and who pays. */
function offerBody(e: ExchangeEvent, name: string): string {
  if (e.counter) {
    if (e.topupAmount > 0 && e.topupPayer === 'proposer')
      return `${name} answered your offer for ${e.bookName} with a counter-offer and pays you a top-up of ${e.topupAmount} Taka. Have a look.`;
    if (e.topupAmount > 0)
      return `${name} answered your offer for ${e.bookName} with a counter-offer that asks you for a top-up of ${e.topupAmount} Taka. Have a look.`;
    return `${name} answered your offer for ${e.bookName} with a counter-offer. Have a look.`;
  }
  if (e.topupAmount > 0 && e.topupPayer === 'proposer')
    return `${name} offers their books for ${e.bookName} and pays you a top-up of ${e.topupAmount} Taka. Accept, counter or decline it.`;
  if (e.topupAmount > 0)
    return `${name} offers their books for ${e.bookName} and asks you for a top-up of ${e.topupAmount} Taka. Accept, counter or decline it.`;
  return `${name} offers their books for ${e.bookName}. Accept, counter or decline it.`;
}

/** An accepted exchange, as the other side reads it: what they do next, and who pays the top-up. */
function acceptedBody(e: ExchangeEvent, name: string, to: Side): string {
  if (!e.awaitingTopup)
    return `${name} accepted the exchange for ${e.bookName}. Hand your books over and mark it on the exchange page.`;
  if (e.topupPayer === to)
    return `${name} accepted the exchange for ${e.bookName}. Pay the ${e.topupAmount} Taka top-up on the exchange page, then hand your books over.`;
  return `${name} accepted the exchange for ${e.bookName}. It goes ahead once they pay the ${e.topupAmount} Taka top-up.`;
}

/**
 * Each exchange step (issue 14): who hears of it (by default both parties but whoever did it) and what
 * they read, naming whoever acted (issue 30). `bookName` is the book the offer was first made for. A
 * counter-offer is told once, by its own `exchange.proposed` (`counter`), to the member it answers, with
 * its terms: the `exchange.countered` of the offer it replaces has no step here, so it tells nobody.
 */
const EXCHANGE_STEPS: Record<
  string,
  {
    to?: Side[];
    title: (e: ExchangeEvent, to: Side) => string;
    body: (e: ExchangeEvent, to: Side, names: ExchangeNames) => string;
  }
> = {
  'exchange.proposed': {
    to: ['owner'],
    title: (e) =>
      e.counter
        ? `Your exchange offer for ${e.bookName} was countered`
        : `New exchange offer for ${e.bookName}`,
    body: (e, _to, { actor }) => offerBody(e, actor),
  },
  'exchange.accepted': {
    title: (e) => `Exchange accepted: ${e.bookName}`,
    body: (e, to, { actor }) => acceptedBody(e, actor, to),
  },
  'exchange.declined': {
    title: (e) => `Exchange offer declined: ${e.bookName}`,
    body: (e, _to, { actor }) =>
      e.reason
        ? `${actor} declined the offer for ${e.bookName}: ${e.reason}`
        : `${actor} declined the offer for ${e.bookName}.`,
  },
  'exchange.withdrawn': {
    title: (e) => `Exchange offer withdrawn: ${e.bookName}`,
    body: (e, _to, { actor }) => `${actor} withdrew the offer for ${e.bookName}.`,
  },
  'exchange.expired': {
    title: (e) => `Exchange offer expired: ${e.bookName}`,
    body: (e) => `Nobody answered the offer for ${e.bookName} in time, so it lapsed.`,
  },
  'exchange.topup_paid': {
    title: (e) => `Top-up paid: ${e.bookName}`,
    body: (e, _to, { actor }) =>
      `${actor} paid the ${e.topupAmount} Taka top-up for the exchange of ${e.bookName}. Hand your books over.`,
  },
  'exchange.handed_over': {
    title: (e) => `Books handed over: ${e.bookName}`,
    body: (e, _to, { actor }) =>
      `${actor} handed their books over in the exchange for ${e.bookName}. Confirm when you have them.`,
  },
  'exchange.completed': {
    title: (e) => `Exchange completed: ${e.bookName}`,
    body: (e) => `The exchange for ${e.bookName} is complete. You can now review each other.`,
  },
  'exchange.disputed': {
    title: (e) => `Dispute opened: exchange for ${e.bookName}`,
    body: (e) => `A dispute was opened on the exchange for ${e.bookName}. The admin will look at it.`,
  },
  'exchange.cancelled': {
    title: (e) => `Exchange cancelled: ${e.bookName}`,
    body: (e) =>
      `The exchange for ${e.bookName} was cancelled${e.reason ? ` (${e.reason})` : ''}. Its books are back on sale and any top-up is refunded.`,
  },
};
const offerEvent = z.object({
  offerId: z.string(),
  bookName: z.string(),
  buyerId: z.string(),
  buyerName: z.string(),
  sellerId: z.string(),
  sellerName: z.string(),
  amount: z.number(),
  actorRole: z.string(),
  canCounter: z.boolean().optional(),
});
type OfferEvent = z.infer<typeof offerEvent>;

/**
 * Each step of haggling over a price (issue 30, decision 250): who hears of it (by default the other party
 * of whoever did it; both when the system did) and what they read. Sellers' news is of the booking kind,
 * buyers' of the order kind, so each role's email settings already cover them.
 */
const OFFER_STEPS: Record<
  string,
  { title: (e: OfferEvent, to: Party) => string; body: (e: OfferEvent, to: Party) => string }
> = {
  'offer.made': {
    title: (e) => `New offer for ${e.bookName}`,
    body: (e) => `${e.buyerName} offers ${e.amount} Taka for ${e.bookName}. Accept, counter or decline it.`,
  },
  'offer.countered': {
    title: (e) => `Counter-offer for ${e.bookName}`,
    body: (e, to) => {
      const from = to === 'buyer' ? e.sellerName : e.buyerName;
      return e.canCounter
        ? `${from} answered with ${e.amount} Taka for ${e.bookName}. Accept, counter or decline it.`
        : `${from} answered with ${e.amount} Taka for ${e.bookName}. Accept or decline it.`;
    },
  },
  'offer.accepted': {
    title: (e) => `Offer accepted: ${e.bookName}`,
    body: (e, to) =>
      to === 'buyer'
        ? `${e.sellerName} accepted ${e.amount} Taka for ${e.bookName}. The book is reserved for you: pay for it in My Orders before the time runs out.`
        : `${e.buyerName} accepted ${e.amount} Taka for ${e.bookName}. The book is reserved for them until they pay.`,
  },
  'offer.declined': {
    title: (e) => `Offer declined: ${e.bookName}`,
    body: (e, to) =>
      `${to === 'buyer' ? e.sellerName : e.buyerName} declined ${e.amount} Taka for ${e.bookName}.`,
  },
  'offer.withdrawn': {
    title: (e) => `Offer withdrawn: ${e.bookName}`,
    body: (e) => `${e.buyerName} withdrew their offer for ${e.bookName}.`,
  },
  'offer.expired': {
    title: (e) => `Offer expired: ${e.bookName}`,
    body: (e) => `Nobody answered the offer for ${e.bookName} in time, so it lapsed.`,
  },
  'offer.lapsed': {
    title: (e) => `Agreed price lapsed: ${e.bookName}`,
    body: (e) =>
      `The agreed price of ${e.amount} Taka for ${e.bookName} was not paid in time, so the book is back on sale.`,
  },
};
const sellerEvent = z.object({ sellerId: z.string() });
const bookRemovedEvent = z.object({ sellerId: z.string(), bookName: z.string() });
const wishlistEvent = z.object({ userIds: z.array(z.string()), bookId: z.string(), bookName: z.string() });

export function subscribeNotifications(app: FastifyInstance, settings: NotificationSettings): void {
  const on = (type: string, handle: (event: unknown, db: Db) => Promise<void>) =>
    app.events.subscribe(type, (event, { db }) => handle(event, db));
  subscribeSavedSearchAlerts(app, settings);

  for (const [type, stage] of Object.entries(ORDER_STAGES)) {
    on(type, async (raw, db) => {
      const e = orderEvent.parse(raw);
      if (stage.skip?.(e)) return;
      const parties =
        typeof stage.to === 'function'
          ? stage.to(e)
          : (stage.to ?? (['buyer', 'seller'] as Party[]).filter((p) => p !== e.actorRole));
      for (const to of parties) {
        await notify(db, settings, {
          userId: to === 'buyer' ? e.buyerId : e.sellerId,
          type: stage.type,
          title: stage.title(e, to),
          body: stage.body(e, to),
          link: orderLink(e),
        });
      }
    });
  }

  for (const [type, step] of Object.entries(EXCHANGE_STEPS)) {
    on(type, async (raw, db) => {
      const e = exchangeEvent.parse(raw);
      const parties = step.to ?? (['proposer', 'owner'] as Side[]).filter((p) => p !== e.actorRole);
      const actor = e.actorId ? await findLiveUserById(db, e.actorId) : undefined;
      const names = { actor: actor?.name ?? 'Someone' };
      for (const to of parties) {
        await notify(db, settings, {
          userId: to === 'proposer' ? e.proposerId : e.ownerId,
          type: 'exchange',
          title: step.title(e, to),
          body: step.body(e, to, names),
          link: `/dashboard/exchanges/${e.exchangeId}`,
        });
      }
    });
  }

  for (const [type, step] of Object.entries(OFFER_STEPS)) {
    on(type, async (raw, db) => {
      const e = offerEvent.parse(raw);
      const parties = (['buyer', 'seller'] as Party[]).filter((p) => p !== e.actorRole);
      for (const to of parties) {
        await notify(db, settings, {
          userId: to === 'buyer' ? e.buyerId : e.sellerId,
          type: to === 'buyer' ? 'order' : 'booking',
          title: step.title(e, to),
          body: step.body(e, to),
          link: '/dashboard/offers',
        });
      }
    });
  }

  on('wants.match', async (raw, db) => {
    const e = wishlistEvent.parse(raw);
    for (const userId of e.userIds) {
      await notify(db, settings, {
        userId,
        type: 'exchange',
        title: `${e.bookName} is listed`,
        body: `A seller just listed ${e.bookName}, which you said you want in exchange. Offer an exchange for it.`,
        link: `/books/${e.bookId}`,
      });
    }
  });

  on('message.sent', async (raw, db) => {
    const e = messageEvent.parse(raw);
    await notify(db, settings, {
      userId: e.recipientId,
      type: 'message',
      title: `New message from ${e.senderName}`,
      body: `About ${e.bookName}: ${e.preview}`,
      link: `/dashboard/messages/${e.conversationId}`,
      groupKey: messageGroup(e.conversationId),
    });
  });

  // Reading the conversation is reading its message news: the bell drops it too.
  on('conversation.read', async (raw, db) => {
    const e = conversationReadEvent.parse(raw);
    if ((await markGroupRead(db, e.userId, messageGroup(e.conversationId), nowIso())) > 0)
      pushToUser(db, e.userId, { type: NOTIFICATION_READ_EVENT });
  });

  // Reviews are double-blind (decision 123): the person reviewed hears of it when the review shows.
  on('review.published', async (raw, db) => {
    const e = reviewEvent.parse(raw);
    await notify(db, settings, {
      userId: e.subjectId,
      type: 'review',
      title: 'You have a new review',
      body: e.orderId
        ? 'A review of you from a deal is now public. See it on the order page.'
        : 'A review of you from a book exchange is now public. See it on the exchange page.',
      link: e.orderId ? `/dashboard/orders/${e.orderId}` : `/dashboard/exchanges/${e.exchangeId ?? ''}`,
    });
  });

  on('seller.verified', async (raw, db) => {
    const e = sellerEvent.parse(raw);
    await notify(db, settings, {
      userId: e.sellerId,
      type: 'verification',
      title: 'Your seller account is verified',
      body: 'Buyers now see the verified tick next to your name on every listing.',
      link: '/dashboard/myproducts',
    });
  });

  on('book.removed', async (raw, db) => {
    const e = bookRemovedEvent.parse(raw);
    await notify(db, settings, {
      userId: e.sellerId,
      type: 'moderation',
      title: `Your book ${e.bookName} was removed`,
      body: `The admin removed ${e.bookName} after it was reported. It no longer shows to buyers.`,
      link: '/dashboard/myproducts',
    });
  });

  on('wishlist.match', async (raw, db) => {
    const e = wishlistEvent.parse(raw);
    for (const userId of e.userIds) {
      await notify(db, settings, {
        userId,
        type: 'wishlist',
        title: `A copy of ${e.bookName} is for sale`,
        body: `A book on your wishlist, ${e.bookName}, was just listed again.`,
        link: '/dashboard/wishlist',
      });
    }
  });
}
