// Query keys of the orders screens; `all` of a list refreshes every page and filter of it. Keys other
// features refresh are the shared tags (lib/query-tags.ts).
import { queryTags } from '#app/lib/query-tags.ts';

export const ordersKeys = {
  myOrders: queryTags.myOrders,
  myOrdersOf: (email: string | undefined) => ['myorders', email] as const,
  openBookings: ['myorders', 'open'] as const,
  sellerSummary: ['myorders', 'seller-summary'] as const,
  myBuyers: ['mybuyers'] as const,
  order: queryTags.order,
};
