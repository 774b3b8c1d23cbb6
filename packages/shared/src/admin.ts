import { z } from 'zod';
import { idParam } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { userSchema } from './identity.ts';
import { orderStatusSchema } from './orders.ts';
import { adminRoutes } from './paths.ts';

/** A seller or buyer as the admin's lists show them (spec §7 /allsellers, /allbuyers). */
export const memberSchema = userSchema.extend({ createdAt: z.string() });
export type Member = z.infer<typeof memberSchema>;

export const modifiedCountSchema = z.object({ modifiedCount: z.number().int() });
export const deletedCountSchema = z.object({ deletedCount: z.number().int() });

/** What one admin deletion changed, beside the account itself (docs/decisions/040-what-deletion-means.md). */
export const deletionSummarySchema = deletedCountSchema.extend({
  withdrawnBooks: z.number().int(),
  cancelledBookings: z.number().int(),
});
export type DeletionSummary = z.infer<typeof deletionSummarySchema>;

/** The admin dashboard's figures; money in whole Taka. */
export const overviewSchema = z.object({
  users: z.object({ buyers: z.number().int(), sellers: z.number().int(), admins: z.number().int() }),
  books: z.object({
    listed: z.number().int(),
    sold: z.number().int(),
    reported: z.number().int(),
  }),
  orders: z.object({
    total: z.number().int(),
    open: z.number().int(),
    paid: z.number().int(),
    /** Every stage, zero included, so no order is left out of the figures (completed, disputed, …). */
    byStatus: z.record(orderStatusSchema, z.number().int()),
    paidRevenue: z.number().int(),
  }),
  /** The last 30 days (UTC), oldest first, every day present. */
  days: z.array(z.object({ day: z.string(), newListings: z.number().int(), paidOrders: z.number().int() })),
  booksPerCategory: z.array(
    z.object({ categoryId: z.string(), categoryName: z.string(), count: z.number().int() }),
  ),
});
export type Overview = z.infer<typeof overviewSchema>;

/**
 * The landing page's real figures, counted in the database (decision 421): books for sale now, sellers
 * with an account, deals completed (orders and exchanges). Shown beside the specification's own figures.
 */
export const publicFiguresSchema = z.object({
  booksForSale: z.number().int().nonnegative(),
  sellers: z.number().int().nonnegative(),
  completedDeals: z.number().int().nonnegative(),
});
export type PublicFigures = z.infer<typeof publicFiguresSchema>;

const id = { params: idParam };
const members = { answer: z.array(memberSchema), page: true } as const;

/** The admin's endpoints and the public figures (decision 466); methods and paths in `adminRoutes` (482). */
export const adminEndpoints = {
  sellers: defineEndpoint({ ...adminRoutes.sellers, ...members }),
  buyers: defineEndpoint({ ...adminRoutes.buyers, ...members }),
  deleteSeller: defineEndpoint({ ...adminRoutes.deleteSeller, ...id, answer: deletionSummarySchema }),
  deleteBuyer: defineEndpoint({ ...adminRoutes.deleteBuyer, ...id, answer: deletionSummarySchema }),
  verifySeller: defineEndpoint({ ...adminRoutes.verifySeller, ...id, answer: modifiedCountSchema }),
  dismissReports: defineEndpoint({ ...adminRoutes.dismissReports, ...id, answer: modifiedCountSchema }),
  overview: defineEndpoint({ ...adminRoutes.overview, answer: overviewSchema }),
  figures: defineEndpoint({ ...adminRoutes.figures, answer: publicFiguresSchema }),
};
