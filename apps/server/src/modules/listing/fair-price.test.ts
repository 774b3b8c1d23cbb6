import { describe, expect, it } from 'vitest';
import { FAIR_PRICE, fairPrice, median } from './fair-price.ts';

describe('the fair-price rule', () => {
  it('when there are at least 3 recent sales, then the range is around their median', () => {
    expect(median([200, 180, 240])).toBe(200);
    expect(median([180, 200, 220, 240])).toBe(210);
    expect(fairPrice({ condition: 'Good', recentSales: [200, 180, 240], thisYear: 2026 })).toEqual({
      low: 180,
      high: 220,
      suggested: 200,
      basis: 'sales',
    });
  });

  it('when there are fewer than 3 sales, then the printed price, condition and age decide', () => {
    // 500 × (0.55 − 2 × 0.03) = 245 → 220–270, suggested 250 (rounded to 10 Taka).
    expect(
      fairPrice({
        condition: 'Good',
        printedPrice: 500,
        purchaseYear: 2024,
        recentSales: [300, 320],
        thisYear: 2026,
      }),
    ).toEqual({ low: 220, high: 270, suggested: 250, basis: 'printed' });
  });

  it('when the book is old, then the age discount stops at its cap', () => {
    const old = fairPrice({
      condition: 'Fair',
      printedPrice: 1000,
      purchaseYear: 1990,
      recentSales: [],
      thisYear: 2026,
    });
    expect(old.suggested).toBe((1000 * (40 - FAIR_PRICE.maxAgePercent)) / 100);
  });

  it('when sales ran above the printed price, then nothing above the printed price is suggested', () => {
    const hint = fairPrice({
      condition: 'New',
      printedPrice: 150,
      recentSales: [300, 300, 300],
      thisYear: 2026,
    });
    expect(hint.high).toBe(150);
    expect(hint.suggested).toBeLessThanOrEqual(150);
  });

  it('when there is neither a printed price nor 3 sales, then there is no range', () => {
    expect(fairPrice({ condition: 'Good', recentSales: [100], thisYear: 2026 })).toEqual({
      low: null,
      high: null,
      suggested: null,
      basis: 'none',
    });
  });
});
