// How a live event reaches the instances holding the user's streams: in-process on SQLite (one
// instance), PostgreSQL LISTEN/NOTIFY across instances (docs/decisions/053-live-stream.md). Another
// engine (Redis pub/sub) only needs to implement LiveTransport.
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../db/database.ts';

export interface LiveEvent {
  type: string;
  data?: unknown;
}

/** One event for one user, as it travels between instances. */
export interface LiveMessage {
  userId: string;
  id: string;
  event: LiveEvent;
}

export interface LiveTransport {
  publish(message: LiveMessage): Promise<void>;
  onMessage(listener: (message: LiveMessage) => void): void;
  close(): Promise<void>;
  /** Resolves once the transport receives messages (the PostgreSQL listener has connected). */
  ready(): Promise<void>;
}

export function createInProcessTransport(): LiveTransport {
  const listeners: Array<(message: LiveMessage) => void> = [];
  return {
    async publish(message) {
      for (const listener of listeners) listener(message);
    },
    onMessage(listener) {
      listeners.push(listener);
    },
    async close() {
      listeners.length = 0;
    },
    ready: async () => undefined,
  };
}

export const LIVE_CHANNEL = 'boibazar_live';
/** NOTIFY payloads must stay under 8000 bytes; events carry ids and a summary, not documents. */
export const MAX_PAYLOAD_BYTES = 7900;

/**
 * PostgreSQL: NOTIFY through the app's pool, LISTEN on one dedicated connection that reconnects with
 * backoff when the server closes it. Events sent while it is reconnecting are missed; clients catch up.
 */
export function createPostgresTransport(opts: {
  url: string;
  db: Db;
  log: FastifyBaseLogger;
}): LiveTransport {
  const listeners: Array<(message: LiveMessage) => void> = [];
  let client: pg.Client | undefined;
  let closed = false;
  let retryDelay = 250;
  let retryTimer: NodeJS.Timeout | undefined;

  const deliver = (payload: string | undefined) => {
    if (!payload) return;
    let message: LiveMessage;
    try {
      message = JSON.parse(payload) as LiveMessage;
    } catch {
      opts.log.warn('ignored a live notification that is not JSON');
      return;
    }
    for (const listener of listeners) listener(message);
  };

  const reconnectLater = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryDelay);
    retryDelay = Math.min(retryDelay * 2, 5000);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: opts.url, connectionTimeoutMillis: 10_000 });
    next.on('notification', (n) => deliver(n.payload));
    next.on('error', (error) => {
      opts.log.warn({ err: error }, 'live listener connection failed; reconnecting');
      void next.end().catch(() => undefined);
      if (client === next) client = undefined;
      reconnectLater();
    });
    next.on('end', () => {
      if (client === next) client = undefined;
      reconnectLater();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}`);
      if (closed) {
        await next.end();
        return;
      }
      client = next;
      retryDelay = 250;
    } catch (error) {
      opts.log.warn({ err: error }, 'live listener could not connect; retrying');
      void next.end().catch(() => undefined);
      reconnectLater();
    }
  }

  const ready = connect();

  return {
    async publish(message) {
      const payload = JSON.stringify(message);
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
        throw new Error(`live event ${message.event.type} is too large to send (${payload.length} bytes)`);
      }
      await sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`.execute(opts.db);
    },
    onMessage(listener) {
      listeners.push(listener);
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      await ready;
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
    ready: () => ready,
  };
}
