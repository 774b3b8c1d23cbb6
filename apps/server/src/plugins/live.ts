// This instance's live hub: streams by user, fanned out through PostgreSQL LISTEN/NOTIFY or in-process
// on SQLite. Open streams end when draining starts (SIGTERM) or in preClose, so clients reconnect to
// another instance while this one finishes its requests.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLiveHub, type LiveHub } from '../live/hub.ts';
import { attachLiveHub } from '../live/push.ts';
import { createInProcessTransport, createPostgresTransport } from '../live/transport.ts';

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveHub;
  }
}

export default fp(
  async function livePlugin(app: FastifyInstance) {
    const log = app.log.child({ component: 'live' });
    const database = app.config.database;
    const transport =
      database.dialect === 'postgres'
        ? createPostgresTransport({ url: database.url, db: app.db, log })
        : createInProcessTransport();
    const hub = createLiveHub(transport, log);
    attachLiveHub(app.db, hub);
    app.decorate('live', hub);
    app.onDrain(() => hub.closeAll());
    app.addHook('preClose', async () => hub.closeAll());
    app.addHook('onClose', async () => transport.close());
  },
  { name: 'live', dependencies: ['db', 'graceful-shutdown'] },
);
