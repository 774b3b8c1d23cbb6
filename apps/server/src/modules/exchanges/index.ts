// What other modules may use of exchanges (reviews reads a completed exchange, marks a side reviewed and
// asks who may see its reviews).
export {
  findExchangeForReview,
  loadExchangeForReviews,
  markExchangeSideReviewed,
} from './exchange-reviews.ts';
export { default as exchangesRoutes } from './routes.ts';
