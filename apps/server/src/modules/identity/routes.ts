import { userSchema } from '@boibazar/shared/identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';

const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/me',
    { config: { access: 'signedIn' }, schema: { tags: ['identity'], response: { 200: userSchema } } },
    async (request) => {
      const { sessionId: _sessionId, ...user } = currentUser(request);
      return user;
    },
  );
};

export default identityRoutes;
