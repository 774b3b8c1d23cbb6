// The admin's view of the whole book: the balance of every account class and the reconciliation check
// held + available + in flight + fee revenue + refunds + paid out + owed to the courier = money received
// (decisions 240 and 310).
import { LEDGER_ACCOUNT_CLASSES, type LedgerSummary } from '@boibazar/shared/ledger';
import type { Db } from '../../db/database.ts';
import { classBalances, countUnbalancedTransactions } from './ledger-repository.ts';

const ACCOUNTED_FOR = [
  'held',
  'available',
  'in_flight',
  'fee_revenue',
  'refunds',
  'paid_out',
  'courier_payable',
] as const;

export async function getLedgerSummary(db: Db): Promise<LedgerSummary> {
  const [balances, unbalancedTransactions] = await Promise.all([
    classBalances(db),
    countUnbalancedTransactions(db),
  ]);
  const of = (cls: string) => balances.get(cls) ?? 0;
  // Money received is entered as a negative balance (it came from outside the book); so is cash a courier
  // collected for BoiBazar and has not paid yet (decision 430): it is received, at the courier's.
  const moneyReceived = -of('received') - of('courier_receivable');
  const accountedFor = ACCOUNTED_FOR.reduce((sum, cls) => sum + of(cls), 0);
  const difference = accountedFor - moneyReceived;
  return {
    classes: LEDGER_ACCOUNT_CLASSES.map((cls) => ({ class: cls, balance: of(cls) })),
    moneyReceived,
    accountedFor,
    difference,
    balanced: difference === 0 && unbalancedTransactions === 0,
    unbalancedTransactions,
  };
}
