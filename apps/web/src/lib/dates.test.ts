import { describe, expect, it } from 'vitest';
import { formatFriendlyDate, formatMessageTime } from './dates.ts';

describe('formatFriendlyDate', () => {
  const now = new Date(2026, 10, 23, 15, 30);
  it('when a date is today, yesterday, this week or older, then it reads like a person would say it, never with seconds', () => {
    expect(formatFriendlyDate(new Date(2026, 10, 23, 9, 5, 42).toISOString(), now)).toMatch(/^Today, 9:05/);
    expect(formatFriendlyDate(new Date(2026, 10, 23, 9, 5, 42).toISOString(), now)).not.toMatch(/:42/);
    expect(formatFriendlyDate(new Date(2026, 10, 22, 23, 0).toISOString(), now)).toBe('Yesterday');
    expect(formatFriendlyDate(new Date(2026, 10, 19).toISOString(), now)).toBe('4 days ago');
    expect(formatFriendlyDate(new Date(2026, 0, 2).toISOString(), now)).toMatch(/2026/);
    expect(formatFriendlyDate('not a date', now)).toBe('');
  });
});

describe('formatMessageTime', () => {
  const now = new Date(2026, 10, 23, 15, 30);
  it('when a message is from today, yesterday or earlier, then today shows the time only and older ones the day too', () => {
    const today = formatMessageTime(new Date(2026, 10, 23, 9, 5, 42).toISOString(), now);
    expect(today).toMatch(/^9:05/);
    expect(today).not.toMatch(/2026|:42/);
    expect(formatMessageTime(new Date(2026, 10, 22, 23, 0).toISOString(), now)).toMatch(/^Yesterday, 11:00/);
    const older = formatMessageTime(new Date(2026, 0, 2, 8, 15).toISOString(), now);
    expect(older).toMatch(/2026/);
    expect(older).toMatch(/8:15/);
    expect(formatMessageTime('not a date', now)).toBe('');
  });
});
