// What other modules may use of reviews (nothing yet: reviews reacts to orders and serves its own routes).
export { default as reviewsRoutes } from './routes.ts';
