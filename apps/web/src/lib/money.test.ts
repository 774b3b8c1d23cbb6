import { describe, expect, it } from 'vitest';
import {
  formatBadgeCount,
  formatBdt,
  formatRating,
  formatTaka,
  formatYear,
  inReaderDigits,
} from './money.ts';
import { language } from '../i18n/locale.ts';

describe('money', () => {
  it('when an amount is shown on a shop page, then it reads in Taka with grouping', () => {
    expect(formatTaka(1250)).toBe('1,250 Taka');
    expect(formatTaka(0)).toBe('0 Taka');
  });

  it('when an amount is shown on an order or payment page, then it reads in BDT', () => {
    expect(formatBdt(125000)).toBe('1,25,000 BDT');
  });

  it('when a purchase year is shown, then it is not grouped, and in Bangla its digits are Bengali', () => {
    expect(formatYear(2019)).toBe('2019');
    language.set('bn');
    try {
      expect(formatYear(2019)).toBe('২০১৯');
    } finally {
      language.set('en');
    }
  });

  it('when an unread count is shown on a badge, then it reads in the language’s digits, capped at 99+', () => {
    expect(formatBadgeCount(3, 'en')).toBe('3');
    expect(formatBadgeCount(3, 'bn')).toBe('৩');
    expect(formatBadgeCount(120, 'en')).toBe('99+');
    expect(formatBadgeCount(120, 'bn')).toBe('৯৯+');
  });

  it('when an average rating is shown, then it has one decimal in the language’s digits', () => {
    expect(formatRating(4.25, 'en')).toBe('4.3');
    expect(formatRating(5, 'en')).toBe('5.0');
    expect(formatRating(4.25, 'bn')).toBe('৪.৩');
  });

  it('when a number is read out as it is, then English keeps it unchanged and Bangla uses Bengali digits', () => {
    expect(inReaderDigits(5, 'en')).toBe('5');
    expect(inReaderDigits(4.5, 'en')).toBe('4.5');
    expect(inReaderDigits(4.5, 'bn')).toBe('৪.৫');
  });
});
