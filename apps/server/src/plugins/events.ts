// This app's domain-event bus: modules subscribe with app.events.subscribe(type, fn) at start-up and
// publish(trx, event) (events/index.ts) finds the bus through the transaction's database.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { attachEventBus, createEventBus, type EventBus } from '../events/bus.ts';
import { groupCommitsOn, reportHookErrorsTo } from '../events/transaction.ts';

declare module 'fastify' {
  interface FastifyInstance {
    events: Pick<EventBus, 'subscribe'>;
  }
}

export default fp(
  async function eventsPlugin(app: FastifyInstance) {
    const bus = createEventBus();
    attachEventBus(app.db, bus);
    reportHookErrorsTo(app.db, (error) => app.log.error({ err: error }, 'after-commit hook failed'));
    // SQLite runs one transaction at a time: concurrent ones may as well commit together (decision 503).
    if (app.dialect === 'sqlite') groupCommitsOn(app.db);
    app.decorate('events', { subscribe: bus.subscribe });
  },
  { name: 'events', dependencies: ['db'] },
);
