import { describe, expect, it } from 'vitest';
import { suggestedYearsOfUse } from './years-of-use.ts';

const now = new Date('2026-11-26T08:00:00Z');

describe('years of use from the purchase year', () => {
  it('when the purchase year is typed in Latin or Bengali digits, then the years of use follow from it', () => {
    expect(suggestedYearsOfUse('2019', now)).toBe(7);
    expect(suggestedYearsOfUse('২০১৯', now)).toBe(7);
    expect(suggestedYearsOfUse(' ২০২৬ ', now)).toBe(0);
  });

  it('when the year is not a plausible one, then nothing is suggested', () => {
    expect(suggestedYearsOfUse('', now)).toBeUndefined();
    expect(suggestedYearsOfUse('20', now)).toBeUndefined();
    expect(suggestedYearsOfUse('2030', now)).toBeUndefined();
    expect(suggestedYearsOfUse('২০১৯ সাল', now)).toBeUndefined();
  });
});
