// The audit trail (decision 282): recordAudit writes it from every route's declaration (register it
// before the routes it watches), auditRoutes lets the admin read it.
export { default as auditRoutes, recordAudit } from './routes.ts';
