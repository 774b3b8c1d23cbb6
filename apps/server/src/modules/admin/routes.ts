import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// The admin capability's HTTP surface; filled in by its issue.
const adminRoutes: FastifyPluginAsyncZod = async () => {};

export default adminRoutes;
