import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// The payments capability's HTTP surface; filled in by its issue.
const paymentsRoutes: FastifyPluginAsyncZod = async () => {};

export default paymentsRoutes;
