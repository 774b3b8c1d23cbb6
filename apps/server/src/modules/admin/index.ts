// What other modules may use of this module.
export { default as disputeRoutes } from './dispute-routes.ts';
export { default as adminRoutes } from './routes.ts';
