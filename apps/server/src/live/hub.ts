// This instance's open streams, by user, and the fan-out of pushes through the transport.
import type { FastifyBaseLogger } from 'fastify';
import { newId } from '../lib/ids.ts';
import type { LiveEvent, LiveMessage, LiveTransport } from './transport.ts';

/** One open Server-Sent Events stream (a browser tab). */
export interface LiveStream {
  userId: string;
  sessionId: string;
  send(id: string, event: LiveEvent): void;
  close(): void;
}

export interface LiveHub {
  /** Sends `event` to every open stream of the user, on every instance. */
  pushToUser(userId: string, event: LiveEvent): Promise<void>;
  add(stream: LiveStream): () => void;
  /** Open streams on this instance (tests, readiness). */
  count(): number;
  /** Ends every open stream, and from now on every stream as soon as it opens (shutting down). */
  closeAll(): void;
  transport: LiveTransport;
}

export function createLiveHub(transport: LiveTransport, log: FastifyBaseLogger): LiveHub {
  const byUser = new Map<string, Set<LiveStream>>();
  let closing = false;
  transport.onMessage((message: LiveMessage) => {
    for (const stream of byUser.get(message.userId) ?? []) {
      try {
        stream.send(message.id, message.event);
      } catch (error) {
        log.warn({ err: error }, 'could not write to a live stream; closing it');
        stream.close();
      }
    }
  });
  return {
    transport,
    async pushToUser(userId, event) {
      await transport.publish({ userId, id: newId(), event });
    },
    add(stream) {
      if (closing) {
        // After its ready event, so the tab reconnects (to another instance) rather than giving up.
        setImmediate(() => stream.close());
        return () => undefined;
      }
      const set = byUser.get(stream.userId) ?? new Set();
      set.add(stream);
      byUser.set(stream.userId, set);
      return () => {
        set.delete(stream);
        if (set.size === 0 && byUser.get(stream.userId) === set) byUser.delete(stream.userId);
      };
    },
    count() {
      let n = 0;
      for (const set of byUser.values()) n += set.size;
      return n;
    },
    closeAll() {
      closing = true;
      for (const set of [...byUser.values()]) for (const stream of [...set]) stream.close();
      byUser.clear();
    },
  };
}
