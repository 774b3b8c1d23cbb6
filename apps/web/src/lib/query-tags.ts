// The query keys that more than one feature reads or refreshes (issue 24; decision 422). A feature builds
// its own keys on these tags, and another feature refreshes or fills them through the tag, never by
// importing the owner's key file or spelling its key strings. A key only one feature uses stays in that
// feature's `*-keys.ts`.
export const queryTags = {
  /** The category list (catalogue; the admin adds and names categories). */
  categories: ['categories'] as const,
  /** One book's page and everything under it (catalogue; offers, listing photos). */
  book: (id: string) => ['book', id] as const,
  /** Every page and filter of the buyer's orders (orders; an accepted offer adds one). */
  myOrders: ['myorders'] as const,
  /** One order's page (orders; the admin's dispute and refund steps answer with it, reviews hang under it). */
  order: (id: string) => ['order', id] as const,
  /** One exchange's page (exchanges; reviews hang under it). */
  exchange: (id: string) => ['exchange', id] as const,
  /** A seller's public profile with their books (reviews; the exchange's counter-offer lists those books). */
  sellerProfile: (sellerId: string) => ['sellers', sellerId] as const,
};
