// What other modules may use of exchanges (reviews reads a completed exchange, marks a side reviewed and
// asks who may see its reviews; the landing page's figures count completed exchanges).
export {
  findExchangeForReview,
  loadExchangeForReviews,
  markExchangeSideReviewed,
} from './exchange-reviews.ts';
export { countCompletedExchanges } from './exchange-repository.ts';
export { default as exchangesRoutes } from './routes.ts';
