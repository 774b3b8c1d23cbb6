// What other modules may use of this module.
export { default as notificationsRoutes } from './routes.ts';
