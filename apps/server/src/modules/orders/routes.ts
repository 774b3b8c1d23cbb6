import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// The orders capability's HTTP surface; filled in by its issue.
const ordersRoutes: FastifyPluginAsyncZod = async () => {};

export default ordersRoutes;
