// Query keys of the orders screens; `all` of a list refreshes every page and filter of it.
export const ordersKeys = {
  myOrders: ['myorders'] as const,
  myOrdersOf: (email: string | undefined) => ['myorders', email] as const,
  openBookings: ['myorders', 'open'] as const,
  sellerSummary: ['myorders', 'seller-summary'] as const,
  myBuyers: ['mybuyers'] as const,
  order: (id: string) => ['order', id] as const,
};
