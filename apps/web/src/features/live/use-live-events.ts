// The tab's live stream in React: useLiveEvents() once in the root layout; useLiveEvent(type, fn) in
// any component; registerLiveInvalidation(type, keysOf) to refresh TanStack Query data on an event.
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isSignedOut } from '#app/lib/api-client.ts';
import { getStreamTicket } from './api/get-stream-ticket.ts';
import { startLiveConnection, type LiveFrame } from './live-connection.ts';

/**
 * Heard by useLiveEvent listeners when the stream opens again after a drop. Queries whose `meta` has
 * `liveCatchUp: true` are left alone then: their listener fetches only what it missed (a conversation
 * asks for the messages after the last one it shows); every other query is refetched.
 */
export const LIVE_RECONNECTED = 'live.reconnected';

type Listener = (data: unknown) => void;
const listeners = new Map<string, Set<Listener>>();
const invalidations = new Map<string, Array<(data: unknown) => QueryKey[]>>();

/** On every `type` event, the query keys `keysOf(data)` are invalidated (active queries refetch). */
export function registerLiveInvalidation(type: string, keysOf: (data: unknown) => QueryKey[]): () => void {
  const list = invalidations.get(type) ?? [];
  list.push(keysOf);
  invalidations.set(type, list);
  return () => {
    const at = list.indexOf(keysOf);
    if (at >= 0) list.splice(at, 1);
  };
}

/** Calls `handler` with the data of every `type` event while the component is mounted. */
export function useLiveEvent(type: string, handler: (data: unknown) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const listener: Listener = (data) => latest.current(data);
    const set = listeners.get(type) ?? new Set<Listener>();
    set.add(listener);
    listeners.set(type, set);
    return () => {
      set.delete(listener);
    };
  }, [type]);
}

/** Opens the one stream of this tab while `userId` is signed in. Mount once (RootLayout). */
export function useLiveEvents(userId: string | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    const dispatch = (frame: LiveFrame) => {
      for (const keysOf of invalidations.get(frame.type) ?? []) {
        for (const queryKey of keysOf(frame.data)) void queryClient.invalidateQueries({ queryKey });
      }
      for (const listener of listeners.get(frame.type) ?? []) listener(frame.data);
    };
    return startLiveConnection({
      origin: window.location.origin,
      getTicket: async () => (await getStreamTicket()).ticket,
      openEventSource: (url, on) => {
        const source = new EventSource(url);
        source.onmessage = (event: MessageEvent<string>) => on.message(event.data, event.lastEventId);
        source.onerror = () => on.error();
        return source;
      },
      onEvent: dispatch,
      // Events sent while the tab was away are not replayed: what it shows is fetched again.
      onReconnected: () => {
        void queryClient.invalidateQueries({
          predicate: (query) => query.queryKey[0] !== 'session' && query.meta?.liveCatchUp !== true,
        });
        for (const listener of listeners.get(LIVE_RECONNECTED) ?? []) listener(null);
      },
      isSignedOut,
    });
  }, [userId, queryClient]);
}
