import { formatBdt, formatCount, formatTaka } from '@boibazar/shared/money';
import { toBengaliDigits, toLatinDigits } from '@boibazar/shared/digits';
import { describe, expect, it } from 'vitest';
import { formatDateTime, formatFriendlyDate, formatMessageTime } from './dates.ts';

describe('formatting in Bangla', () => {
  it('when an amount is shown in Bangla, then it has ৳, Bengali digits and South Asian grouping on every page', () => {
    expect(formatTaka(125000, 'bn')).toBe('৳১,২৫,০০০');
    expect(formatBdt(1250, 'bn')).toBe('৳১,২৫০');
    expect(formatTaka(0, 'bn')).toBe('৳০');
    expect(formatCount(1234567, 'bn')).toBe('১২,৩৪,৫৬৭');
  });

  it('when an amount is shown in English, then the spec’s Taka and BDT wording is unchanged', () => {
    expect(formatTaka(125000, 'en')).toBe('1,25,000 Taka');
    expect(formatBdt(125000, 'en')).toBe('1,25,000 BDT');
  });

  it('when digits are typed in Bengali, then they read as the same Latin digits and back', () => {
    expect(toLatinDigits('৳১,২৫০ / ০১৭১১')).toBe('৳1,250 / 01711');
    expect(toBengaliDigits('2026')).toBe('২০২৬');
  });

  it('when a date is shown in Bangla, then it is on Dhaka time with a Bangla month and Bengali digits', () => {
    // 20:30 UTC on 5 March is 02:30 on 6 March in Dhaka.
    const iso = '2026-03-05T20:30:00Z';
    expect(formatFriendlyDate(iso, new Date('2026-04-01T00:00:00Z'), 'bn')).toBe('৬ মার্চ, ২০২৬');
    expect(formatDateTime(iso, 'bn')).toMatch(/^৬ মার্চ, ২০২৬.*০২:৩০$/);
    expect(formatFriendlyDate(iso, new Date('2026-03-06T10:00:00Z'), 'bn')).toBe('আজ, ০২:৩০');
    expect(formatFriendlyDate(iso, new Date('2026-03-07T10:00:00Z'), 'bn')).toBe('গতকাল');
    expect(formatFriendlyDate(iso, new Date('2026-03-09T10:00:00Z'), 'bn')).toBe('৩ দিন আগে');
    expect(formatMessageTime(iso, new Date('2026-03-07T10:00:00Z'), 'bn')).toBe('গতকাল, ০২:৩০');
    expect(formatFriendlyDate('not a date', new Date(), 'bn')).toBe('');
  });
});
