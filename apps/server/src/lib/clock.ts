// The one clock the server reads for timers and deadlines (decision 460). Production reads the system's
// time; a test moves it with `createTestClock()` so a deadline passes without backdating rows.
import { parseDuration } from './duration.ts';

export interface Clock {
  now(): Date;
}

const systemClock: Clock = { now: () => new Date() };
let source: Clock = systemClock;

export const clock = {
  now: (): Date => source.now(),
  nowMs: (): number => source.now().getTime(),
  nowIso: (): string => source.now().toISOString(),
  /** `ms` milliseconds (or a duration such as '3d') from now, as an ISO time. */
  inIso: (after: number | string): string =>
    new Date(
      source.now().getTime() + (typeof after === 'number' ? after : parseDuration(after)),
    ).toISOString(),
};

export interface TestClock extends Clock {
  /** Moves time forward by a duration ('3d', '25h') or milliseconds. */
  advance(by: number | string): void;
  /** Moves time to this moment; it runs on from there. */
  set(to: Date | string): void;
}

/**
 * A clock that runs with real time but can be moved (tests only): time keeps flowing, so rows written one
 * after another stay in order, and `advance` jumps past a deadline.
 */
export function createTestClock(): TestClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(by) {
      offset += typeof by === 'number' ? by : parseDuration(by);
    },
    set(to) {
      offset = new Date(to).getTime() - Date.now();
    },
  };
}

/** Where the server reads time from; only the tests' app builder changes it (one test file per process). */
export function useClock(next: Clock | undefined): void {
  source = next ?? systemClock;
}
