// Draining before app.close() on SIGTERM (docs/decisions/113-graceful-shutdown.md): stop accepting
// connections, answer every request already received or still arriving on an open connection, and close
// each connection once it is idle, so app.close() then finds none and returns at once. Plugins that hold
// connections open on purpose (live streams) or report readiness react through app.onDrain.
import net, { type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Stops accepting connections and resolves once every open one has been answered and closed. */
    drain(): Promise<void>;
    /** Runs `hook` when draining starts (before any connection is closed). */
    onDrain(hook: () => void): void;
  }
}

/** How long connections already waiting in the listen backlog get to be picked up. */
const ACCEPT_BACKLOG_MS = 2_000;
const ACCEPT_TURN_MS = 300;
/** How long a connection that has not sent a request yet may still send one once draining began. */
const FIRST_REQUEST_MS = 3_000;
const REAP_EVERY_MS = 50;

export default fp(
  async function gracefulShutdown(app: FastifyInstance) {
    let draining = false;
    const drainHooks: Array<() => void> = [];
    app.decorate('onDrain', (hook: () => void) => {
      drainHooks.push(hook);
    });
    let acceptedSoFar = 0;
    // What each open connection is doing: nothing yet, a request in progress, or waiting between requests.
    const connections = new Map<Socket, 'fresh' | 'busy' | 'idle'>();
    app.server.on('connection', (socket: Socket) => {
      connections.set(socket, 'fresh');
      acceptedSoFar += 1;
      socket.once('close', () => connections.delete(socket));
    });
    app.server.on('request', (request, response) => {
      const socket = request.socket;
      connections.set(socket, 'busy');
      response.once('finish', () => {
        if (connections.has(socket)) connections.set(socket, 'idle');
      });
    });

    // Every answer sent while draining ends its keep-alive connection, so the client opens its next one
    // elsewhere (another instance, or this one after it restarts).
    // A callback hook, not an async one: no promise on every answer (decision 500).
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (draining) reply.header('connection', 'close');
      done(null, payload);
    });

    app.decorate('drain', async () => {
      if (draining) return;
      draining = true;
      for (const hook of drainHooks) {
        try {
          hook();
        } catch (error) {
          app.log.error({ err: error }, 'a drain hook failed');
        }
      }
      const started = Date.now();
      const server = app.server;
      if (!server.listening) return;
      // Connections the kernel has completed but Node has not picked up yet wait in the listen backlog;
      // closing the listening socket at once would reset them though their clients are connected.
      // Keep accepting until a turn of the event loop brings no new connection (the backlog is empty),
      // for at most ACCEPT_BACKLOG_MS.
      let accepted = -1;
      while (accepted !== acceptedSoFar && Date.now() - started < ACCEPT_BACKLOG_MS) {
        accepted = acceptedSoFar;
        await sleep(ACCEPT_TURN_MS);
      }
      // NOTE: net's close, not http's: since Node 19 http's close() also destroys every connection with no
      // request in progress, including one whose request has arrived but not been read yet (under load,
      // for seconds). Here a connection is closed only once it is idle after a request, or has brought
      // none within FIRST_REQUEST_MS.
      const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
      const reap = () => {
        const lateFirst = Date.now() - started > FIRST_REQUEST_MS;
        for (const [socket, state] of connections) {
          if (state === 'idle' || (state === 'fresh' && lateFirst)) socket.destroy();
        }
      };
      reap();
      const reaper = setInterval(reap, REAP_EVERY_MS);
      await closed;
      clearInterval(reaper);
    });
  },
  { name: 'graceful-shutdown' },
);
