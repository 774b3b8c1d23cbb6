// What other modules may use of the reconciliation (decision 360): its routes (which also schedule the
// daily run) and the last run, for the System page.
export { default as reconciliationRoutes } from './routes.ts';
export { lastReconciliation } from './last-reconciliation.ts';
export { RECONCILE_JOB } from './schedule-reconciliation.ts';
