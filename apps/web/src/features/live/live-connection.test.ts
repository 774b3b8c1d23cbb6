import { describe, expect, it } from 'vitest';
import { backoff, startLiveConnection, type LiveFrame } from './live-connection.ts';

class FakeSource {
  closed = false;
  constructor(
    public url: string,
    private on: { message(data: string, lastEventId: string): void; error(): void },
  ) {}
  close() {
    this.closed = true;
  }
  emit(frame: LiveFrame, id = '') {
    this.on.message(JSON.stringify(frame), id);
  }
  fail() {
    this.on.error();
  }
}

function harness(tickets: Array<string | Error>) {
  const sources: FakeSource[] = [];
  const timers: Array<{ fn: () => void; ms: number }> = [];
  const events: LiveFrame[] = [];
  let reconnected = 0;
  const stop = startLiveConnection({
    origin: 'http://shop.test',
    getTicket: async () => {
      const next = tickets.shift() ?? 'ticket-x';
      if (next instanceof Error) throw next;
      return next;
    },
    openEventSource: (url, on) => {
      const source = new FakeSource(url, on);
      sources.push(source);
      return source;
    },
    onEvent: (frame) => events.push(frame),
    onReconnected: () => {
      reconnected += 1;
    },
    isSignedOut: (error) => (error as Error).message === 'signed out',
    setTimer: (fn, ms) => timers.push({ fn, ms }),
    clearTimer: () => undefined,
    random: () => 1,
  });
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { sources, timers, events, reconnected: () => reconnected, stop, flush };
}

describe('the live connection of a tab', () => {
  it('when it opens, then the stream URL carries the ticket and events are handed on', async () => {
    const h = harness(['t1']);
    await h.flush();
    expect(h.sources[0].url).toBe('http://shop.test/api/events?ticket=t1');
    h.sources[0].emit({ type: 'ready', data: { reconnected: false } });
    h.sources[0].emit({ type: 'message.created', data: { id: 'm1' } }, 'e1');
    expect(h.events.map((e) => e.type)).toEqual(['ready', 'message.created']);
    expect(h.reconnected()).toBe(0);
  });

  it('when the stream drops, then it reconnects with a fresh ticket, the last event id, and asks for a refetch', async () => {
    const h = harness(['t1', 't2']);
    await h.flush();
    h.sources[0].emit({ type: 'ready', data: { reconnected: false } });
    h.sources[0].emit({ type: 'notification.created' }, 'e7');
    h.sources[0].fail();
    expect(h.sources[0].closed).toBe(true);
    expect(h.timers).toHaveLength(1);
    h.timers[0].fn();
    await h.flush();
    expect(h.sources[1].url).toBe('http://shop.test/api/events?ticket=t2&lastEventId=e7');
    h.sources[1].emit({ type: 'ready', data: { reconnected: true } });
    expect(h.reconnected()).toBe(1);
  });

  it('when reconnecting keeps failing, then the waits grow to a cap', async () => {
    const h = harness([new Error('offline'), new Error('offline'), new Error('offline')]);
    await h.flush();
    h.timers[0].fn();
    await h.flush();
    h.timers[1].fn();
    await h.flush();
    expect(h.timers.map((t) => t.ms)).toEqual([1000, 2000, 4000]);
    expect(backoff(10, () => 1)).toBe(30_000);
    expect(backoff(0, () => 0)).toBe(800);
  });

  it('when the session has ended, then it stops trying', async () => {
    const h = harness([new Error('signed out')]);
    await h.flush();
    expect(h.sources).toHaveLength(0);
    expect(h.timers).toHaveLength(0);
  });

  it('when the tab stops listening, then the stream is closed and no retry follows', async () => {
    const h = harness(['t1']);
    await h.flush();
    h.stop();
    expect(h.sources[0].closed).toBe(true);
  });
});
