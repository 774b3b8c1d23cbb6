// What other modules may use of offers: only its routes (it listens to orders' events; nobody calls it).
export { default as offersRoutes } from './routes.ts';
