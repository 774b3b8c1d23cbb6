// What other modules may use of this module.
export { default as savedSearchesRoutes } from './routes.ts';
