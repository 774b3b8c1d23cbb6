import { describe, expect, it } from 'vitest';
import { formatBdt, formatTaka } from './money.ts';

describe('money', () => {
  it('when an amount is shown on a shop page, then it reads in Taka with grouping', () => {
    expect(formatTaka(1250)).toBe('1,250 Taka');
    expect(formatTaka(0)).toBe('0 Taka');
  });

  it('when an amount is shown on an order or payment page, then it reads in BDT', () => {
    expect(formatBdt(125000)).toBe('1,25,000 BDT');
  });
});
