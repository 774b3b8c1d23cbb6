import { describe, expect, it } from 'vitest';
import { lastDays } from './get-overview.ts';

describe('lastDays', () => {
  it('when the window crosses a month and a year, then every UTC day is there once, oldest first', () => {
    const days = lastDays(new Date('2026-01-02T23:59:59.999Z'), 5);
    expect(days).toEqual(['2025-12-29', '2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02']);
  });

  it('when it is just past midnight UTC, then today is the new day', () => {
    expect(lastDays(new Date('2026-03-01T00:00:00.001Z'), 2)).toEqual(['2026-02-28', '2026-03-01']);
  });
});
