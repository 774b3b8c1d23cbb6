// What other modules may use of the catalogue: use-cases and domain records (decision 463), not rows.
export {
  type BookCard,
  countSellerBooks,
  findBookCards,
  findListing,
  type Listing,
  listBooks,
  sellerRating,
  bookAllowsCashOnDelivery,
  findBookSellers,
} from './book-repository.ts';
export {
  holdBookForSale,
  type HeldListing,
  holdUnsoldBook,
  type NewListing,
  unsoldListingIdsOf as unsoldListingsOf,
} from './book-write-repository.ts';
export {
  type BackOnSaleCause,
  holdBookForOrder,
  type LeftMarketCause,
  markBooksExchanged,
  putBookBackOnSale,
  releaseBookHold,
  releaseExchangeBooks,
  reserveBookForExchange,
  sellBook,
  withdrawSellerListings,
} from './book-market.ts';
export { listCategories } from './category-repository.ts';
export { addImportedBooks, addShelf } from './add-book.ts';
export { catalogueStats, newListingsPerDay } from './catalogue-stats-repository.ts';
export {
  type ExchangeListing,
  findExchangeListings,
  findSwapMatches,
} from './exchange-listing-repository.ts';
export { uploadImage } from './upload-image.ts';
export { photoBytes } from './photo-bytes.ts';
export { forViewer, type Viewer } from './seller-contact.ts';
export { dismissReports } from './report-repository.ts';
export { type FoundListing, newestBooksFound } from './search-repository.ts';
export { default as catalogueRoutes } from './routes.ts';
export { catalogueWebPages } from './web-pages.ts';
export {
  HELD,
  notForSale,
  SOLD,
  SOLD_ELSEWHERE,
  whyNotForSale,
  whyTheSaleWasLost,
} from './why-not-for-sale.ts';
