// The admin's view of the machinery (decision 283): each instance's heartbeat (registered on the app, so
// it counts every request) and the System page's routes.
export { default as systemHeartbeat } from './heartbeat.ts';
export { default as systemRoutes } from './routes.ts';
