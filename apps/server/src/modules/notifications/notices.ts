// Which domain events become notifications: one entry per event type saying who hears of it, as whom (the
// template's `as`), of which kind and where it leads. What they read is notification-templates.ts, keyed
// by the same event type. Both run after the cause has committed (docs/decisions/330-notifications-after-commit.md).
// To notify of a new event: add its entry here and its English and Bangla template; the types ask for both.
import type { NotificationType } from '@boibazar/shared/notifications';
import type { Db } from '../../db/database.ts';
import type { DomainEvents } from '../../events/index.ts';
import { findLiveUserById } from '../identity/index.ts';

export interface Recipient {
  userId: string;
  /** Whom the text addresses ('buyer', 'seller', 'proposer', …): the template's `as`. */
  as: string;
  /** The notification's kind (and so its email preference), when it differs from the notice's. */
  kind?: NotificationType;
}

export interface Notice<T extends keyof DomainEvents> {
  kind: NotificationType;
  /** Who hears of it; none when another event of the same change says it better. */
  to: (event: DomainEvents[T]) => Recipient[];
  link: (event: DomainEvents[T]) => string;
  /** Notifications with the same key collapse while unread (a conversation's messages). */
  groupKey?: (event: DomainEvents[T]) => string;
  /** Values the text needs that the event does not carry, read at delivery (the actor's name). */
  lookup?: (db: Db, event: DomainEvents[T]) => Promise<Record<string, string>>;
  /**
   * Its email is its feature's own (a saved search's daily, instant or off: decision 390), so the kind's
   * email switch sends none: one match, at most one email.
   */
  ownEmail?: true;
}

type Party = 'buyer' | 'seller';
type OrderEvent = { orderId: string; buyerId: string; sellerId: string; actorRole?: string };
type ExchangeEvent = { exchangeId: string; proposerId: string; ownerId: string; actorRole: string };
type OfferEvent = { buyerId: string; sellerId: string; actorRole: string };

const orderParty = (e: OrderEvent, as: Party): Recipient => ({
  userId: as === 'buyer' ? e.buyerId : e.sellerId,
  as,
});
/** The order's parties but whoever did it. */
const orderOthers = (e: OrderEvent) =>
  (['buyer', 'seller'] as const).filter((p) => p !== e.actorRole).map((p) => orderParty(e, p));
const orderLink = (e: { orderId: string }) => `/dashboard/orders/${e.orderId}`;
const orderTo = (...parties: Party[]) => ({
  to: (e: OrderEvent) => parties.map((p) => orderParty(e, p)),
  link: orderLink,
});
const orderStep = (kind: NotificationType) => ({ kind, to: orderOthers, link: orderLink });

const exchangeParties = (e: ExchangeEvent, only?: 'owner') =>
  (['proposer', 'owner'] as const)
    .filter((p) => (only ? p === only : p !== e.actorRole))
    .map((p) => ({ userId: p === 'proposer' ? e.proposerId : e.ownerId, as: p }));
/** Each exchange step (issue 14): by default both parties but whoever did it, naming whoever acted. */
const exchangeStep = (only?: 'owner') => ({
  kind: 'exchange' as const,
  to: (e: ExchangeEvent) => exchangeParties(e, only),
  link: (e: ExchangeEvent) => `/dashboard/exchanges/${e.exchangeId}`,
  lookup: async (db: Db, e: { actorId: string | null }) => ({
    actor: (e.actorId ? await findLiveUserById(db, e.actorId) : undefined)?.name ?? '',
  }),
});

/** Haggling (decision 250): the other party of whoever did it (both when the system did); sellers' news is
 *  of the booking kind, buyers' of the order kind, so each role's email settings already cover them. */
const offerStep = {
  kind: 'order' as const,
  to: (e: OfferEvent) =>
    (['buyer', 'seller'] as const)
      .filter((p) => p !== e.actorRole)
      .map((p) => ({
        userId: p === 'buyer' ? e.buyerId : e.sellerId,
        as: p,
        kind: p === 'buyer' ? ('order' as const) : ('booking' as const),
      })),
  link: () => '/dashboard/offers',
};

export const messageGroup = (conversationId: string) => `conversation:${conversationId}`;

export const NOTICES = {
  'order.booked': { kind: 'booking', ...orderTo('seller') },
  'order.paid': { kind: 'payment', ...orderTo('buyer', 'seller') },
  'order.handed_over': orderStep('order'),
  'order.completed': {
    ...orderStep('order'),
    to: (e) => (e.cause === undefined ? orderOthers(e) : []),
  },
  'order.cancelled': {
    kind: 'order',
    link: orderLink,
    // Whoever cancelled tells the other side; the system (cancel-open-bookings.ts) tells whoever did not
    // cause it. Cash-on-delivery and offer causes are told by their own events.
    to: (e) =>
      e.cause === 'cod_refused' || e.cause === 'cod_expired' || e.cause === 'offer_lapsed'
        ? []
        : [orderParty(e, e.cause === 'buyer_left' || e.actorRole === 'buyer' ? 'seller' : 'buyer')],
  },
  'order.declined': orderStep('order'),
  'order.expired': orderStep('order'),
  'order.disputed': orderStep('order'),
  'order.refunded': { kind: 'order', ...orderTo('buyer') },
  'order.handover_reminder': { kind: 'order', ...orderTo('seller') },
  // Cash on delivery (docs/decisions/151-cash-on-delivery.md, 152-cod-handover-deadline.md).
  'order.cod_placed': { kind: 'booking', ...orderTo('seller') },
  'order.cod_handed_over': { kind: 'order', ...orderTo('buyer') },
  'order.cash_reminder': { kind: 'order', ...orderTo('seller') },
  'order.cash_collected': { kind: 'payment', ...orderTo('buyer') },
  'order.cod_refused': { kind: 'order', ...orderTo('buyer') },
  'order.cod_expired': { kind: 'order', ...orderTo('buyer', 'seller') },
  // Home delivery (decision 310): picked up and returned already notify as a handover, a dispute and its
  // refund, or a refusal; the courier's delivery is its own news.
  // A cash-on-delivery parcel: the seller hears of the cash instead (courier_collected, decision 430).
  'order.parcel_delivered': {
    kind: 'order',
    link: orderLink,
    to: (e) => (e.cashCollected ? [orderParty(e, 'buyer')] : orderTo('buyer', 'seller').to(e)),
  },
  // The courier collected the buyer's cash at the door: the seller hears the amount and their share
  // (decision 431); the buyer already heard "delivered".
  'order.courier_collected': { kind: 'payment', ...orderTo('seller') },
  // A cash-on-delivery parcel the courier lost (decision 431): both hear; the seller again when the admin
  // records what the courier paid for the book.
  'order.parcel_lost': { kind: 'order', ...orderTo('buyer', 'seller') },
  'order.courier_compensated': { kind: 'payment', ...orderTo('seller') },

  // A counter-offer is told once, by its own `exchange.proposed` (`counter`), to the member it answers;
  // the `exchange.countered` of the offer it replaces tells nobody.
  'exchange.proposed': exchangeStep('owner'),
  'exchange.accepted': exchangeStep(),
  'exchange.declined': exchangeStep(),
  'exchange.withdrawn': exchangeStep(),
  'exchange.expired': exchangeStep(),
  'exchange.topup_paid': exchangeStep(),
  'exchange.topup_in_cash': exchangeStep(),
  'exchange.handed_over': exchangeStep(),
  'exchange.completed': exchangeStep(),
  'exchange.disputed': exchangeStep(),
  'exchange.cancelled': exchangeStep(),

  'offer.made': offerStep,
  'offer.countered': offerStep,
  'offer.accepted': offerStep,
  'offer.declined': offerStep,
  'offer.withdrawn': offerStep,
  'offer.expired': offerStep,
  'offer.lapsed': offerStep,

  'wants.match': {
    kind: 'exchange',
    to: (e) => e.userIds.map((userId) => ({ userId, as: 'wanter' })),
    link: (e) => `/books/${e.bookId}`,
  },
  'wishlist.match': {
    kind: 'wishlist',
    to: (e) => e.userIds.map((userId) => ({ userId, as: 'wisher' })),
    link: () => '/dashboard/wishlist',
  },
  // A saved search's alert (decision 340): the wishlist kind, as both tell of a book the reader waits for.
  'saved-search.match': {
    kind: 'wishlist',
    to: (e) => [{ userId: e.userId, as: 'reader' }],
    link: (e) => `/books/${e.bookId}`,
    ownEmail: true,
  },
  'message.sent': {
    kind: 'message',
    to: (e) => [{ userId: e.recipientId, as: 'recipient' }],
    link: (e) => `/dashboard/messages/${e.conversationId}`,
    groupKey: (e) => messageGroup(e.conversationId),
  },
  // Reviews are double-blind (decision 123): the person reviewed hears of it when the review shows.
  'review.published': {
    kind: 'review',
    to: (e) => [{ userId: e.subjectId, as: 'subject' }],
    link: (e) =>
      e.orderId ? `/dashboard/orders/${e.orderId}` : `/dashboard/exchanges/${e.exchangeId ?? ''}`,
  },
  'seller.verified': {
    kind: 'verification',
    to: (e) => [{ userId: e.sellerId, as: 'seller' }],
    link: () => '/dashboard/myproducts',
  },
  'book.removed': {
    kind: 'moderation',
    to: (e) => [{ userId: e.sellerId, as: 'seller' }],
    link: () => '/dashboard/myproducts',
  },
  // The reconciliation found mismatches (decision 360): every admin, of the payment kind (theirs).
  'reconciliation.mismatched': {
    kind: 'payment',
    to: (e) => e.adminIds.map((userId) => ({ userId, as: 'admin' })),
    link: () => '/dashboard/ledger',
  },
} satisfies { [T in keyof DomainEvents]?: Notice<T> };

export type NoticeType = keyof typeof NOTICES;

/** Events that mark notifications read: reading a conversation reads its message news (the bell drops it). */
export const READS = {
  'conversation.read': (e) => ({ userId: e.userId, groupKey: messageGroup(e.conversationId) }),
} satisfies {
  [T in keyof DomainEvents]?: (event: DomainEvents[T]) => { userId: string; groupKey: string };
};

/** A notice of any type, for the delivery step that looks it up by the stored type. */
export const noticeOf = (type: string): Notice<NoticeType> | undefined =>
  (NOTICES as Record<string, Notice<NoticeType>>)[type];
