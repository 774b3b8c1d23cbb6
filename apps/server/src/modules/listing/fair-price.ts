// The fair-price rule (decision 320): every constant and the arithmetic in one place, with no I/O.
import type { BOOK_CONDITIONS } from '@boibazar/shared/catalogue';

type Condition = (typeof BOOK_CONDITIONS)[number];

export const FAIR_PRICE = {
  /** What a used copy keeps of its printed price, in per cent, by condition, in its first year. */
  conditionPercent: {
    New: 85,
    'Like New': 75,
    Excellent: 65,
    Good: 55,
    Fair: 40,
    Worn: 30,
  } satisfies Record<Condition, number>,
  /** Percentage points less per year since purchase, and never more than this in all. */
  perYearPercent: 3,
  maxAgePercent: 15,
  /** Recent sales count only in this window, and only when there are at least this many. */
  salesWindowDays: 90,
  minSales: 3,
  /** The newest sales the median is taken over. */
  maxSales: 20,
  /** The range around the centre price, in per cent. */
  spreadPercent: 10,
  /** Prices are suggested in steps of this many Taka, and never below the floor. */
  step: 10,
  floor: 20,
} as const;

const roundTo = (taka: number) =>
  Math.max(FAIR_PRICE.floor, Math.round(taka / FAIR_PRICE.step) * FAIR_PRICE.step);

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

export interface FairPriceInput {
  condition: Condition;
  printedPrice?: number;
  purchaseYear?: number;
  /** Prices of this work's copies in this condition sold in the window, newest first. */
  recentSales: readonly number[];
  thisYear: number;
}

export interface FairPrice {
  low: number | null;
  high: number | null;
  suggested: number | null;
  basis: 'sales' | 'printed' | 'none';
}

/**
 * Sales first: with at least `minSales` recent sales, the centre is their median. Otherwise the printed
 * price times the condition's share, less the age discount. The range is the centre ± `spread`; with a
 * printed price known, nothing above it is suggested (a used copy is not worth more than a new one here).
 */
export function fairPrice(input: FairPriceInput): FairPrice {
  let centre: number;
  let basis: FairPrice['basis'];
  const sales = input.recentSales.slice(0, FAIR_PRICE.maxSales);
  if (sales.length >= FAIR_PRICE.minSales) {
    centre = median(sales);
    basis = 'sales';
  } else if (input.printedPrice && input.printedPrice > 0) {
    const years = input.purchaseYear ? Math.max(0, input.thisYear - input.purchaseYear) : 0;
    const agePercent = Math.min(FAIR_PRICE.maxAgePercent, years * FAIR_PRICE.perYearPercent);
    // NOTE: whole per cents, so 500 × 49 % is exactly 245 (0.55 − 0.06 in floating point is not 0.49).
    centre = (input.printedPrice * (FAIR_PRICE.conditionPercent[input.condition] - agePercent)) / 100;
    basis = 'printed';
  } else {
    return { low: null, high: null, suggested: null, basis: 'none' };
  }
  const cap = input.printedPrice && input.printedPrice > 0 ? input.printedPrice : Infinity;
  const high = Math.min(
    roundTo((centre * (100 + FAIR_PRICE.spreadPercent)) / 100),
    Math.max(FAIR_PRICE.floor, cap),
  );
  const low = Math.min(roundTo((centre * (100 - FAIR_PRICE.spreadPercent)) / 100), high);
  const suggested = Math.min(Math.max(roundTo(centre), low), high);
  return { low, high, suggested, basis };
}
