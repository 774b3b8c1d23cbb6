// What other modules and the app may use of listing (issue 29, decision 320).
export { default as listingRoutes } from './routes.ts';
