// BoiBazar's fee on a deal (docs/decisions/240-ledger.md): PLATFORM_FEE_PERCENT of the price, rounded to
// whole Taka with halves going to the seller, at least PLATFORM_FEE_MIN_TAKA, never more than the price.
// Integer arithmetic only: the percentage arrives in hundredths of a percent (5 → 500).
// The computation itself is shared with the web (packages/shared/src/ledger.ts), which shows it before listing.
import { platformFee, type FeeRule } from '@boibazar/shared/ledger';
import type { Db } from '../../db/database.ts';
import { rootOf } from '../../events/index.ts';

export { platformFee, type FeeRule };

export const DEFAULT_FEE_RULE: FeeRule = { basisPoints: 500, minTaka: 0 };

const rules = new WeakMap<Db, FeeRule>();

/** The app's fee rule (its configuration) for every transaction on `db`; done once at start-up. */
export function useFeeRule(db: Db, rule: FeeRule): void {
  rules.set(db, rule);
}

/** The fee of a deal of `price` under the rule of the app that owns `db` (a database or its transaction). */
export function feeFor(db: Db, price: number): number {
  return platformFee(price, rules.get(rootOf(db)) ?? DEFAULT_FEE_RULE);
}
