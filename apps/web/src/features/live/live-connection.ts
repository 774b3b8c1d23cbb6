// One live stream per tab: fetches a ticket, opens an EventSource on /api/events, reconnects with
// backoff (a fresh ticket each time, so the browser's own retry with an expired ticket is not used),
// and hands every event to `onEvent`. No React here, so it is tested on its own.
import { liveRoutes } from '@boibazar/shared/paths';

/** What the server sends in every frame's data (docs/decisions/053-live-stream.md). */
export interface LiveFrame {
  type: string;
  data?: unknown;
}

/** What the connection needs of an EventSource: open a URL, hear messages and errors, close. */
export type OpenEventSource = (
  url: string,
  on: { message(data: string, lastEventId: string): void; error(): void },
) => { close(): void };

export interface LiveConnectionOptions {
  getTicket(): Promise<string>;
  openEventSource: OpenEventSource;
  onEvent(frame: LiveFrame): void;
  /** Called when a stream opens after an earlier one dropped: refetch what the page shows. */
  onReconnected(): void;
  /** Whether a failed ticket request means the session has ended (stop trying). */
  isSignedOut(error: unknown): boolean;
  origin: string;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  random?: () => number;
}

export const MAX_BACKOFF_MS = 30_000;

/** 1 s, 2 s, 4 s … up to 30 s, with up to 20 % jitter so many tabs do not reconnect at once. */
export function backoff(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(1000 * 2 ** attempt, MAX_BACKOFF_MS);
  return Math.round(base * (0.8 + 0.2 * random()));
}

export function startLiveConnection(options: LiveConnectionOptions): () => void {
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer =
    options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let source: { close(): void } | undefined;
  let timer: unknown;
  let stopped = false;
  let attempt = 0;
  let lastEventId: string | undefined;
  let hadStream = false;

  const retry = () => {
    if (stopped) return;
    timer = setTimer(() => void connect(), backoff(attempt, options.random));
    attempt += 1;
  };

  async function connect(): Promise<void> {
    let ticket: string;
    try {
      ticket = await options.getTicket();
    } catch (error) {
      if (!options.isSignedOut(error)) retry();
      return;
    }
    if (stopped) return;
    const url = new URL(`/api${liveRoutes.stream.path}`, options.origin);
    url.searchParams.set('ticket', ticket);
    if (lastEventId) url.searchParams.set('lastEventId', lastEventId);
    const current = options.openEventSource(url.toString(), {
      message(data, id) {
        if (id) lastEventId = id;
        let frame: LiveFrame;
        try {
          frame = JSON.parse(data) as LiveFrame;
        } catch {
          return;
        }
        if (frame.type === 'ready') {
          attempt = 0;
          if (hadStream) options.onReconnected();
          hadStream = true;
        }
        options.onEvent(frame);
      },
      error() {
        current.close();
        if (source === current) source = undefined;
        retry();
      },
    });
    source = current;
  }

  void connect();
  return () => {
    stopped = true;
    clearTimer(timer);
    source?.close();
  };
}
