import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export default fp(async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'BoiBazar API', version: '1.0.0', description: 'Second-hand book marketplace' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  // NOTE: no staticCSP: the viewer's own policy forbids the inline style attributes it then applies.
  // The app-wide policy (plugins/security.ts) fits it: scripts only from 'self', styles may be inline.
  // Folded groups: with every operation unfolded (140 and more), the viewer stops after the first two groups.
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'none' } });
});
