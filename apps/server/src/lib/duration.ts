// Durations in the environment ('30s', '5m', '72h', '5d'), read once by config.ts as milliseconds.
import ms from 'ms';
import { z } from 'zod';

// NOTE: ms alone would read a bare '5' as 5 milliseconds and accept negatives; a unit is required here so
// HANDOVER_WITHIN=5 is refused instead of firing at once.
const DURATION =
  /^\d+(\.\d+)?\s*(ms|msecs?|milliseconds?|s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?|d|days?|w|weeks?)$/i;

export const DURATION_HINT = 'must be a duration such as 30s, 5m, 72h or 5d';

/** Milliseconds in a duration such as '30s' or '5d'; throws on anything else. */
export function parseDuration(text: string): number {
  const value = text.trim();
  const millis = DURATION.test(value) ? ms(value as ms.StringValue) : undefined;
  if (typeof millis !== 'number' || !Number.isFinite(millis)) {
    throw new Error(`"${text}" ${DURATION_HINT}`);
  }
  return Math.round(millis);
}

/** A zod setting for config.ts: a duration text in, milliseconds out. `allowZero` lets '0' switch a timer off. */
export function durationSetting(defaultValue: string, opts: { allowZero?: boolean } = {}) {
  return z
    .string()
    .default(defaultValue)
    .transform((value, ctx) => {
      if (opts.allowZero && value.trim() === '0') return 0;
      try {
        const millis = parseDuration(value);
        if (millis > 0) return millis;
      } catch {
        // reported below
      }
      ctx.addIssue({ code: 'custom', message: DURATION_HINT });
      return z.NEVER;
    });
}
