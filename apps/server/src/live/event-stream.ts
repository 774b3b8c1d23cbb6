// Writes one SSE stream: the `ready` event, each pushed event, heartbeats; ends it when the tab goes,
// the session is revoked, or the app closes.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../plugins/auth.ts';
import type { LiveStream } from './hub.ts';
import type { LiveEvent } from './transport.ts';

const RECONNECT_AFTER_MS = 3000;

/**
 * One SSE frame. Every frame is an unnamed event whose data is `{ type, data }`, so the browser's one
 * `onmessage` sees them all (named SSE events need a listener per name). JSON has no raw newline, so one
 * data line carries it.
 */
function frame(event: LiveEvent, id?: string): string {
  return `${id ? `id: ${id}\n` : ''}data: ${JSON.stringify({ type: event.type, data: event.data ?? null })}\n\n`;
}

export function openEventStream(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: AuthUser,
  lastEventIdQuery: string | undefined,
): void {
  const lastEventId = (request.headers['last-event-id'] as string | undefined) ?? lastEventIdQuery;
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx would otherwise buffer the stream (issue 19's balancer).
    'x-accel-buffering': 'no',
  });
  raw.write(`retry: ${RECONNECT_AFTER_MS}\n`);
  raw.write(frame({ type: 'ready', data: { reconnected: Boolean(lastEventId) } }));

  let closed = false;
  const stream: LiveStream = {
    userId: user._id,
    sessionId: user.sessionId,
    send(id: string, event: LiveEvent) {
      if (!closed) raw.write(frame(event, id));
    },
    close() {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      remove();
      raw.end();
    },
  };
  const remove = app.live.add(stream);
  const heartbeat = setInterval(() => {
    void (async () => {
      // A signed-out or deleted session loses its streams at the next heartbeat.
      if (!(await app.tokens.isSessionActive(user.sessionId, user._id).catch(() => true))) {
        stream.close();
        return;
      }
      if (!closed) raw.write(': ping\n\n');
    })();
  }, app.config.LIVE_HEARTBEAT);
  request.raw.on('close', () => stream.close());
}
