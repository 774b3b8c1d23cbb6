// BoiBazar's fee on a deal (docs/decisions/240-ledger.md): PLATFORM_FEE_PERCENT of the price, rounded to
// whole Taka with halves going to the seller, at least PLATFORM_FEE_MIN_TAKA, never more than the price.
// Integer arithmetic only: the percentage arrives in hundredths of a percent (5 → 500).
import type { Db } from '../../db/database.ts';
import { rootOf } from '../../events/index.ts';

export interface FeeRule {
  basisPoints: number;
  minTaka: number;
}

export const DEFAULT_FEE_RULE: FeeRule = { basisPoints: 500, minTaka: 0 };

export function platformFee(price: number, rule: FeeRule): number {
  if (!Number.isSafeInteger(price) || price < 0) throw new Error(`A price must be whole Taka, not ${price}`);
  // price × bp / 10000, rounded to the nearest Taka with .5 rounding down: floor((n + 4999) / 10000).
  const byPercent = Math.floor((price * rule.basisPoints + 4999) / 10_000);
  return Math.min(price, Math.max(rule.minTaka, byPercent));
}

const rules = new WeakMap<Db, FeeRule>();

/** The app's fee rule (its configuration) for every transaction on `db`; done once at start-up. */
export function useFeeRule(db: Db, rule: FeeRule): void {
  rules.set(db, rule);
}

/** The fee of a deal of `price` under the rule of the app that owns `db` (a database or its transaction). */
export function feeFor(db: Db, price: number): number {
  return platformFee(price, rules.get(rootOf(db)) ?? DEFAULT_FEE_RULE);
}
