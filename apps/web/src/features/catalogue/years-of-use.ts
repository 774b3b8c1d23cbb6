import { toLatinDigits } from '@boibazar/shared/digits';

/**
 * Whole years between the purchase year and now, when the year is a plausible four-digit one, typed in
 * Latin or Bengali digits ('২০১৯' is 2019, issue 30).
 */
export function suggestedYearsOfUse(purchaseYear: unknown, now = new Date()): number | undefined {
  const year = Number(toLatinDigits(String(purchaseYear ?? '').trim()));
  if (!Number.isInteger(year) || year < 1900 || year > now.getFullYear()) return undefined;
  return now.getFullYear() - year;
}
