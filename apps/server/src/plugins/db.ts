import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle, Db, Dialect } from '../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dialect: Dialect;
  }
}

export default fp(
  async function dbPlugin(app: FastifyInstance, opts: { handle: DatabaseHandle; closeOnShutdown: boolean }) {
    app.decorate('db', opts.handle.db);
    app.decorate('dialect', opts.handle.dialect);
    if (opts.closeOnShutdown) app.addHook('onClose', () => opts.handle.close());
  },
  { name: 'db' },
);
