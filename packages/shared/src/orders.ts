import { z } from 'zod';
import { idParam, insertResultSchema, modifyResultSchema } from './common.ts';
import { newMessageSchema, startedConversationSchema } from './conversations.ts';
import { parcelSchema } from './delivery.ts';
import { defineEndpoint } from './endpoint.ts';
import { codRefusalSchema, refundSentSchema } from './payments.ts';

/**
 * POST /bookings as the spec's client sends it (§7). The server takes the buyer from the token and the
 * book's name and price from the database, so buyerName, email, bookName and price are accepted but ignored.
 */
/** The booking's contact fields: the spec leaves them unvalidated, so only their length is bounded. */
export const BOOKING_LIMITS = { phone: 30, location: 200 } as const;

/** The booking modal's fields, as the web form checks them and the server checks them again. */
export const bookingContactSchema = z.object({
  phone: z
    .string()
    .trim()
    .max(BOOKING_LIMITS.phone, `Phone must be at most ${BOOKING_LIMITS.phone} characters`),
  location: z
    .string()
    .trim()
    .max(BOOKING_LIMITS.location, `Location must be at most ${BOOKING_LIMITS.location} characters`),
});

export const newBookingSchema = z.object({
  productId: z.string({ message: 'productId is required' }).min(1).max(64),
  phone: bookingContactSchema.shape.phone.default(''),
  location: bookingContactSchema.shape.location.default(''),
  buyerName: z.string().max(200).optional(),
  email: z.string().max(320).optional(),
  bookName: z.string().max(300).optional(),
  price: z.union([z.number(), z.string().max(30)]).optional(),
  photo: z.string().max(2000).optional(),
  /**
   * How the book reaches the buyer (decision 310): meet-up (the default, as before) or home delivery by
   * courier to one of the buyer's addresses (`addressId`); the fee is the server's quote, never sent.
   */
  delivery: z.enum(['meetup', 'home'], { message: "delivery must be 'meetup' or 'home'" }).optional(),
  addressId: z.string().min(1).max(64).optional(),
});
export type NewBooking = z.input<typeof newBookingSchema>;

/** POST /orders/cash-on-delivery (decision 420): the order booked and placed for cash on delivery. */
export const codOrderPlacedSchema = z.object({ orderId: z.string() });
export type CodOrderPlaced = z.infer<typeof codOrderPlacedSchema>;

/**
 * The stages of an order (docs/decisions/120-order-state-machine.md): open → paid → handed_over →
 * completed, with the side exits cancelled, declined, expired and disputed → refunded | completed.
 * Cash on delivery (docs/decisions/151-cash-on-delivery.md): open → cod → cod_handed_over → completed
 * (cash collected) or cancelled (the buyer refused, or the order was called off before handover).
 * Courier cash on delivery (decision 431): cod_handed_over → lost when the courier loses the parcel before
 * delivering it: nothing was paid, the buyer owes nothing, the admin records the courier's compensation.
 */
export const orderStatusSchema = z.enum([
  'open',
  'paid',
  'handed_over',
  'completed',
  'cancelled',
  'declined',
  'expired',
  'disputed',
  'refunded',
  'cod',
  'cod_handed_over',
  'lost',
]);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** Stages of a cash-on-delivery order before the cash is collected: My Orders shows "Cash on delivery". */
export const COD_STATUSES: readonly OrderStatus[] = ['cod', 'cod_handed_over'];

/** Stages reached only through a payment: My Orders still reads PAID for them, with the stage beside it. */
export const PAID_STATUSES: readonly OrderStatus[] = [
  'paid',
  'handed_over',
  'completed',
  'declined',
  'expired',
  'disputed',
  'refunded',
];

/** What the caller may do with an order now; every order answer lists them, so pages never guess. */
export const orderActionSchema = z.enum([
  'pay',
  'cancel',
  'handover',
  'decline',
  'received',
  'dispute',
  'resolve',
  'review',
  'cash_collected',
  'cod_refused',
]);
export type OrderAction = z.infer<typeof orderActionSchema>;

/** A booking (order) as the buyer sees it; the spec's fields plus its status and time. */
/** The address a home-delivery order goes to, copied at booking (only its buyer, seller and the admin see orders). */
export const orderAddressSchema = z.object({
  name: z.string(),
  phone: z.string(),
  district: z.string(),
  thana: z.string(),
  area: z.string(),
  line: z.string(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

export const orderDeliverySchema = z.object({
  method: z.enum(['meetup', 'home']),
  /** The courier's fee in whole Taka (0 for meet-up). */
  fee: z.number().int(),
  total: z.number().int(),
  address: orderAddressSchema.nullable(),
  /** The parcel's state with the courier (GET /orders/:id and the parcel routes); null before a booking. */
  parcelStatus: z
    .enum(['booking', 'booked', 'picked_up', 'delivered', 'returned', 'lost', 'cancelled'])
    .nullable()
    .optional(),
});
export type OrderDelivery = z.infer<typeof orderDeliverySchema>;

export const orderSchema = z.object({
  _id: z.string(),
  buyerName: z.string(),
  email: z.string(),
  bookName: z.string(),
  price: z.number().int(),
  phone: z.string(),
  location: z.string(),
  photo: z.string(),
  productId: z.string(),
  paid: z.boolean(),
  status: orderStatusSchema,
  bookedAt: z.string(),
  /** BoiBazar's fee in Taka, fixed when the order is paid (or its cash collected); null before. */
  platformFee: z.number().int().nullable(),
  /** What the seller gets: the price less the fee; 0 when the price went back; null while unknown. */
  sellerReceives: z.number().int().nullable(),
  /** The caller's possible actions now (see orderActionSchema). */
  actions: z.array(orderActionSchema),
  /** How the book reaches the buyer (decision 310); `total` is what the buyer pays: price + fee. */
  delivery: orderDeliverySchema,
});
export type Order = z.infer<typeof orderSchema>;

/** GET /api/bookings/open: a booking of the caller's still waiting for payment. */
export const openBookingSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  bookName: z.string(),
  price: z.number().int(),
  photo: z.string(),
  bookedAt: z.string(),
});
export type OpenBooking = z.infer<typeof openBookingSchema>;
export const OPEN_BOOKINGS_LIMIT = 200;

/** GET /api/seller/summary: the seller's shop at a glance, for the dashboard. */
export const sellerSummarySchema = z.object({
  /** Live listings not yet sold. */
  listed: z.number().int(),
  sold: z.number().int(),
  /** Bookings of the seller's books still waiting for the buyer's payment. */
  openBookings: z.number().int(),
  /** Paid orders: books to hand over (or handed over). */
  paidOrders: z.number().int(),
  /** The sum of paid orders, in Taka. */
  earnings: z.number().int(),
});
export type SellerSummary = z.infer<typeof sellerSummarySchema>;

const text = (name: string, max: number) =>
  z
    .string({ message: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} must be at most ${max} characters`);

/** POST /orders/:id/handover: by courier (company and tracking number) or at a meet-up. */
export const handoverSchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('courier'),
    company: text('Courier company', 80),
    trackingNumber: text('Tracking number', 80),
  }),
  z.object({
    method: z.literal('meetup'),
    place: text('Place', 200),
    at: z.iso.datetime({
      offset: true,
      message: 'Choose the date and time of the meet-up',
    }),
    note: z.string().trim().max(500, 'Note must be at most 500 characters').default(''),
  }),
]);
export type Handover = z.infer<typeof handoverSchema>;
export type HandoverInput = z.input<typeof handoverSchema>;

/** POST /orders/:id/decline and /dispute. */
export const reasonSchema = z.object({ reason: text('Reason', 1000) });
export type ReasonInput = z.infer<typeof reasonSchema>;

export const orderActorSchema = z.object({
  role: z.enum(['buyer', 'seller', 'admin', 'system']),
  name: z.string(),
});

/** One step of an order's timeline: what happened, who did it and when. */
export const orderEventSchema = z.object({
  type: z.string(),
  from: orderStatusSchema.nullable(),
  to: orderStatusSchema,
  actor: orderActorSchema,
  at: z.string(),
  reason: z.string().nullable(),
  handover: handoverSchema.nullable(),
  amount: z.number().int().nullable(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const refundSchema = z.object({
  amount: z.number().int(),
  status: z.enum(['pending', 'succeeded']),
  at: z.string(),
  /** Cash paid at the door: no provider gives it back, the admin sends it and records it (decision 416). */
  byHand: z.boolean(),
});

/** GET /orders/:id: for its buyer, the seller of the book, or the admin. */
/** Photos a disputed order's buyer and seller may add as evidence, between them (decision 415). */
export const MAX_DISPUTE_PHOTOS = 3;
/** A dispute's photo, of an order or an exchange (decisions 415, 455): its place names it for removal. */
export const disputePhotoFields = {
  /** 0, 1 or 2: `DELETE …/dispute/photos/:position` takes it away. */
  position: z.number().int(),
  url: z.string(),
  thumbnailUrl: z.string(),
  /** The viewer added it, so may remove it while the dispute is open. */
  mine: z.boolean(),
  at: z.string(),
};
/** DELETE …/dispute/photos/:position's params (decision 455). */
const POSITION_MESSAGE = 'position must be 0, 1 or 2';
export const disputePhotoParams = z.object({
  id: z.string(),
  position: z.coerce
    .number({ message: POSITION_MESSAGE })
    .int({ message: POSITION_MESSAGE })
    .min(0, { message: POSITION_MESSAGE })
    .max(MAX_DISPUTE_PHOTOS - 1, { message: POSITION_MESSAGE }),
});
export const disputePhotoSchema = z.object({
  ...disputePhotoFields,
  /** Whose photo it is. */
  by: z.enum(['buyer', 'seller']),
});
export type DisputePhoto = z.infer<typeof disputePhotoSchema>;

export const orderDetailSchema = orderSchema.extend({
  viewerRole: z.enum(['buyer', 'seller', 'admin']),
  buyerId: z.string(),
  sellerId: z.string(),
  sellerName: z.string(),
  paidAt: z.string().nullable(),
  handover: handoverSchema.nullable(),
  /** When the timers fire, while they are pending: the seller's deadline and the automatic completion. */
  handoverDue: z.string().nullable(),
  autoCompleteAt: z.string().nullable(),
  /** Until when each side may review the other (completed orders). */
  reviewUntil: z.string().nullable(),
  refund: refundSchema.nullable(),
  /**
   * A cash-on-delivery parcel lost by the courier (status `lost`, decision 431): what the courier paid the
   * seller for the book, once the admin recorded it; null until then.
   */
  courierCompensation: z.object({ amount: z.number().int(), at: z.string() }).nullable(),
  /** Evidence photos of a dispute, in the order they were added; empty when there are none. */
  disputePhotos: z.array(disputePhotoSchema),
  timeline: z.array(orderEventSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** POST /admin/orders/:id/resolve: refund (all, or `amount` Taka of it) or release the money (completed). */
export const resolveDisputeSchema = z.object({
  outcome: z.enum(['refund', 'release'], { message: "outcome must be 'refund' or 'release'" }),
  amount: z
    .number()
    .int('amount must be a whole number of Taka')
    .positive('amount must be positive')
    .optional(),
});
export type ResolveDispute = z.infer<typeof resolveDisputeSchema>;

/** POST /admin/orders/:id/courier-compensation: what the courier paid for a lost COD parcel (decision 431). */
export const courierCompensationSchema = z.object({
  amount: z
    .number({ message: 'amount must be a whole number of Taka' })
    .int('amount must be a whole number of Taka')
    .positive('amount must be positive'),
});
export type CourierCompensation = z.infer<typeof courierCompensationSchema>;

/** A row of the admin's Disputes page. */
export const disputeSchema = z.object({
  orderId: z.string(),
  bookName: z.string(),
  price: z.number().int(),
  buyerName: z.string(),
  sellerName: z.string(),
  reason: z.string(),
  disputedAt: z.string(),
});
export type Dispute = z.infer<typeof disputeSchema>;

/** The printable parcel label: it answers HTML (not JSON), so it stays a path; the other calls are `orderEndpoints`. */
export const orderPaths = {
  /** The printable parcel label (HTML with the tracking code as a Code 128 barcode). */
  label: (id: string) => `/orders/${id}/label`,
} as const;

export const myOrdersQuerySchema = z.object({ email: z.string().max(320).optional() });

/** The order's own endpoints (decision 466). */
export const orderEndpoints = {
  /** The spec's booking (§7): the buyer books a book, the answer its insert result. */
  book: defineEndpoint({
    method: 'POST',
    path: '/bookings',
    body: newBookingSchema,
    answer: insertResultSchema,
    status: 201,
  }),
  /** The caller's bookings still waiting for payment, so cards can offer 'Pay now'. */
  openBookings: defineEndpoint({ method: 'GET', path: '/bookings/open', answer: z.array(openBookingSchema) }),
  cancelBooking: defineEndpoint({
    method: 'PUT',
    path: '/bookings/:id/cancel',
    params: idParam,
    answer: modifyResultSchema,
  }),
  /** The buyer's booked order on the payment page. */
  booked: defineEndpoint({ method: 'GET', path: '/booked/:id', params: idParam, answer: orderSchema }),
  myOrders: defineEndpoint({
    method: 'GET',
    path: '/myorders',
    query: myOrdersQuerySchema,
    answer: z.array(orderSchema),
    page: true,
  }),
  myBuyers: defineEndpoint({ method: 'GET', path: '/mybuyers', answer: z.array(orderSchema), page: true }),
  sellerSummary: defineEndpoint({ method: 'GET', path: '/seller/summary', answer: sellerSummarySchema }),
  /** A message in the deal's conversation (issue 13), opening it if the two have not talked yet. */
  message: defineEndpoint({
    method: 'POST',
    path: '/orders/:id/messages',
    params: idParam,
    body: newMessageSchema,
    answer: startedConversationSchema,
    status: 201,
  }),
  /** The parcel's tracking timeline (decision 310). */
  parcel: defineEndpoint({
    method: 'GET',
    path: '/orders/:id/parcel',
    params: idParam,
    answer: parcelSchema,
  }),
  /** The seller books the courier's pickup. */
  bookParcel: defineEndpoint({
    method: 'POST',
    path: '/orders/:id/parcel',
    params: idParam,
    answer: parcelSchema,
  }),
  /** The seller cancels the pickup before the courier has the parcel. */
  cancelParcel: defineEndpoint({
    method: 'DELETE',
    path: '/orders/:id/parcel',
    params: idParam,
    answer: parcelSchema,
  }),
  /** Cash on delivery for a booked order (registered by payments). */
  cashOnDelivery: defineEndpoint({
    method: 'POST',
    path: '/orders/:id/cash-on-delivery',
    params: idParam,
    answer: modifyResultSchema,
  }),
  /** Book a book and place the order for cash on delivery in one request (decision 420; registered by payments). */
  orderCashOnDelivery: defineEndpoint({
    method: 'POST',
    path: '/orders/cash-on-delivery',
    body: newBookingSchema,
    answer: codOrderPlacedSchema,
    status: 201,
  }),
  order: defineEndpoint({ method: 'GET', path: '/orders/:id', params: idParam, answer: orderDetailSchema }),
  handover: defineEndpoint({
    method: 'POST',
    path: '/orders/:id/handover',
    params: idParam,
    body: handoverSchema,
    answer: orderDetailSchema,
  }),
  received: defineEndpoint({
    method: 'POST',
    path: '/orders/:id/received',
    params: idParam,
    answer: orderDetailSchema,
  }),
  decline: defineEndpoint({
    method: 'POST',
    path: '/orders/:id/decline',
    params: idParam,
    body: reasonSchema,
    answer: orderDetailSchema,
  }),
  dispute: defineEndpoint({
    method: 'POST',
    path: '/orders/:id/dispute',
    params: idParam,
    body: reasonSchema,
    answer: orderDetailSchema,
  }),
  /** POST (multipart, one photo): evidence for a disputed order, by its buyer or seller (decision 415). */
  disputePhotos: defineEndpoint({
    method: 'POST',
    path: '/orders/:id/dispute/photos',
    params: idParam,
    answer: orderDetailSchema,
    status: 201,
  }),
  /** The photo at that place, by the one who added it, while disputed (decision 455). */
  disputePhoto: defineEndpoint({
    method: 'DELETE',
    path: '/orders/:id/dispute/photos/:position',
    params: disputePhotoParams,
    answer: orderDetailSchema,
  }),
  /** Cash on delivery (registered by payments): they answer an acknowledgement, not the order. */
  cashCollected: defineEndpoint({
    method: 'POST',
    path: '/orders/:id/cash-collected',
    params: idParam,
    answer: modifyResultSchema,
  }),
  codRefused: defineEndpoint({
    method: 'POST',
    path: '/orders/:id/cod-refused',
    params: idParam,
    body: codRefusalSchema.nullish(),
    answer: modifyResultSchema,
  }),
  /** The admin's disputes (registered by the admin module, decision 497). */
  disputes: defineEndpoint({
    method: 'GET',
    path: '/admin/disputes',
    answer: z.array(disputeSchema),
    page: true,
  }),
  /** The admin settles a dispute: refund (all or part) or release; answers the order. */
  resolveDispute: defineEndpoint({
    method: 'POST',
    path: '/admin/orders/:id/resolve',
    params: idParam,
    body: resolveDisputeSchema,
    answer: orderDetailSchema,
  }),
  /** The admin records the courier's compensation for a lost cash-on-delivery parcel (decision 431). */
  courierCompensation: defineEndpoint({
    method: 'POST',
    path: '/admin/orders/:id/courier-compensation',
    params: idParam,
    body: courierCompensationSchema,
    answer: orderDetailSchema,
  }),
  /** The admin records a cash-on-delivery refund sent by hand (decision 416; registered by payments). */
  refundSentByHand: defineEndpoint({
    method: 'POST',
    path: '/admin/orders/:id/refund-sent',
    params: idParam,
    body: refundSentSchema,
    answer: orderDetailSchema,
  }),
};

/** The steps the order page offers, by name (OrderSteps.tsx). */
export const orderSteps = {
  handover: orderEndpoints.handover,
  received: orderEndpoints.received,
  decline: orderEndpoints.decline,
  dispute: orderEndpoints.dispute,
  cashCollected: orderEndpoints.cashCollected,
  codRefused: orderEndpoints.codRefused,
};
