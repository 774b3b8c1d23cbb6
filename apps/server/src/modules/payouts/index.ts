// What other modules may use of payouts (docs/decisions/300-payouts.md): its routes.
export { default as payoutsRoutes } from './routes.ts';
