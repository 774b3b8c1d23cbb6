// Delivery by courier (issue 27, decision 310): the buyer's delivery addresses, the courier's fee for a
// parcel, and the endpoint paths. Districts are the 64 of districts.ts; mobile numbers are stored 01XXXXXXXXX.
import { z } from 'zod';
import { deleteResultSchema, idParam } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { BANGLADESH_DISTRICTS } from './districts.ts';

export const ADDRESS_LIMITS = { name: 100, thana: 60, area: 80, line: 200 } as const;

const text = (required: string, tooLong: string, max: number) =>
  z.string(required).trim().min(1, required).max(max, tooLong);

/** A delivery address as typed: the server normalises the mobile number and answers PHONE_INVALID. */
export const addressInputSchema = z.object({
  name: text("Please enter the recipient's name", 'Name is too long', ADDRESS_LIMITS.name),
  phone: z.string('Please enter a mobile number').max(40, 'Phone number is too long'),
  district: z.enum(BANGLADESH_DISTRICTS, { message: 'Please choose a district' }),
  thana: text('Please enter the thana or upazila', 'Thana or upazila is too long', ADDRESS_LIMITS.thana),
  area: text('Please enter the area', 'Area is too long', ADDRESS_LIMITS.area),
  line: text('Please enter the house and road', 'Address line is too long', ADDRESS_LIMITS.line),
});
export type AddressInput = z.infer<typeof addressInputSchema>;

export const addressPatchSchema = addressInputSchema.partial();
export type AddressPatch = z.infer<typeof addressPatchSchema>;

export const addressSchema = addressInputSchema.extend({
  _id: z.string(),
  /** 01XXXXXXXXX. */
  phone: z.string(),
  createdAt: z.string(),
  /** When it was last chosen for a delivery (null: never); the list is newest-used first. */
  lastUsedAt: z.string().nullable(),
});
export type DeliveryAddress = z.infer<typeof addressSchema>;

/** A person keeps at most this many addresses. */
export const MAX_ADDRESSES = 10;

/** How far a parcel goes, as couriers in Bangladesh price it (decision 310). */
export const deliveryZoneSchema = z.enum(['same_city', 'suburbs', 'elsewhere']);
export type DeliveryZone = z.infer<typeof deliveryZoneSchema>;

export const deliveryQuoteQuerySchema = z.object({
  bookId: z.string().min(1).max(64),
  addressId: z.string().min(1).max(64),
});

export const deliveryQuoteSchema = z.object({
  courier: z.string(),
  fromDistrict: z.string(),
  toDistrict: z.string(),
  zone: deliveryZoneSchema,
  weightKg: z.number(),
  /** Whole Taka. */
  fee: z.number().int(),
  bookPrice: z.number().int(),
  total: z.number().int(),
});
export type DeliveryQuote = z.infer<typeof deliveryQuoteSchema>;

/**
 * A parcel's states in BoiBazar's words (decision 310), in the only order it may move: a parcel never goes
 * back. `delivered`, `returned` and `lost` end it; `cancelled` is the seller's cancel before pickup. The
 * courier's finer steps (in transit, out for delivery) are timeline entries, not states.
 */
export const PARCEL_STATUSES = ['booked', 'picked_up', 'delivered', 'returned', 'lost', 'cancelled'] as const;
export const parcelStatusSchema = z.enum(PARCEL_STATUSES);
export type ParcelStatus = z.infer<typeof parcelStatusSchema>;

/** The courier's webhook (server to server; the other delivery calls are `deliveryEndpoints`). */
export const deliveryPaths = {
  webhook: (courier: string) => `/courier/webhook/${courier}`,
} as const;

/** A parcel as its order's buyer, seller and the admin see it: where it is and everything it passed. */
export const parcelSchema = z.object({
  courier: z.string(),
  /** 'booking' while the courier is being asked (a timed-out booking stays so until asked again). */
  status: z.union([parcelStatusSchema, z.literal('booking')]),
  consignmentId: z.string().nullable(),
  trackingCode: z.string().nullable(),
  /** Whole Taka the courier collects at the door (0: prepaid). */
  codAmount: z.number().int(),
  createdAt: z.string(),
  timeline: z.array(
    z.object({
      status: parcelStatusSchema.nullable(),
      courierStatus: z.string().nullable(),
      message: z.string().nullable(),
      at: z.string(),
    }),
  ),
});
export type Parcel = z.infer<typeof parcelSchema>;

/** One parcel a courier's settlement covered (decision 430): the cash it collected and its charge. */
export const settlementParcelSchema = z.object({
  consignmentId: z.string(),
  invoice: z.string().nullable(),
  /** Ours, when the consignment is one of BoiBazar's parcels. */
  orderId: z.string().nullable(),
  collected: z.number().int(),
  charge: z.number().int(),
});

/** A courier's payment to BoiBazar: the cash collected less its delivery charges, whole Taka. */
export const courierSettlementSchema = z.object({
  _id: z.string(),
  courier: z.string(),
  /** The courier's own payment id. */
  reference: z.string(),
  paid: z.number().int(),
  collected: z.number().int(),
  charges: z.number().int(),
  /** False when paid ≠ collected − charges: nothing was posted, the reconciliation reports it. */
  posted: z.boolean(),
  paidAt: z.string(),
  recordedAt: z.string(),
  parcels: z.array(settlementParcelSchema),
});
export type CourierSettlement = z.infer<typeof courierSettlementSchema>;

/** GET /api/admin/courier/settlements: newest first, and the cash couriers collected and have not paid yet. */
export const courierSettlementsSchema = z.object({
  items: z.array(courierSettlementSchema),
  outstanding: z.array(
    z.object({
      courier: z.string(),
      /** Delivered cash-on-delivery parcels no settlement has covered yet. */
      parcels: z.number().int(),
      amount: z.number().int(),
      /** When the oldest of them was delivered (null when none is waiting). */
      oldestAt: z.string().nullable(),
    }),
  ),
});
export type CourierSettlements = z.infer<typeof courierSettlementsSchema>;

/** POST /api/admin/courier/settlements: how many new settlements were read and recorded. */
export const fetchSettlementsAnswerSchema = z.object({ recorded: z.number().int() });

/** The delivery endpoints the web calls (decision 466). */
export const deliveryEndpoints = {
  /** The admin: the couriers' settlements, and the cash still owed. */
  settlements: defineEndpoint({
    method: 'GET',
    path: '/admin/courier/settlements',
    answer: courierSettlementsSchema,
  }),
  /** The admin: reads new settlements from the courier now. */
  fetchSettlements: defineEndpoint({
    method: 'POST',
    path: '/admin/courier/settlements',
    answer: fetchSettlementsAnswerSchema,
  }),
  addresses: defineEndpoint({ method: 'GET', path: '/me/addresses', answer: z.array(addressSchema) }),
  addAddress: defineEndpoint({
    method: 'POST',
    path: '/me/addresses',
    body: addressInputSchema,
    answer: addressSchema,
    status: 201,
  }),
  editAddress: defineEndpoint({
    method: 'PATCH',
    path: '/me/addresses/:id',
    params: idParam,
    body: addressPatchSchema,
    answer: addressSchema,
  }),
  removeAddress: defineEndpoint({
    method: 'DELETE',
    path: '/me/addresses/:id',
    params: idParam,
    answer: deleteResultSchema,
  }),
  quote: defineEndpoint({
    method: 'GET',
    path: '/delivery/quote',
    query: deliveryQuoteQuerySchema,
    answer: deliveryQuoteSchema,
  }),
};
