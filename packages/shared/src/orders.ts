import { z } from 'zod';

/**
 * POST /bookings as the spec's client sends it (§7). The server takes the buyer from the token and the
 * book's name and price from the database, so buyerName, email, bookName and price are accepted but ignored.
 */
export const newBookingSchema = z.object({
  productId: z.string({ message: 'productId is required' }).min(1).max(64),
  phone: z.string().trim().max(30, 'Phone must be at most 30 characters').default(''),
  location: z.string().trim().max(200, 'Location must be at most 200 characters').default(''),
  buyerName: z.string().max(200).optional(),
  email: z.string().max(320).optional(),
  bookName: z.string().max(300).optional(),
  price: z.union([z.number(), z.string().max(30)]).optional(),
  photo: z.string().max(2000).optional(),
});
export type NewBooking = z.input<typeof newBookingSchema>;

export const orderStatusSchema = z.enum(['open', 'paid', 'cancelled']);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** A booking (order) as the buyer sees it; the spec's fields plus its status and time. */
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

export const myOrdersQuerySchema = z.object({ email: z.string().max(320).optional() });
