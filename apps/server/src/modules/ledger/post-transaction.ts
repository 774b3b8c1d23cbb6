// The one way money moves in the ledger: a transaction of two or more entries that sum to zero,
// written in the caller's database transaction (so it commits or rolls back with its cause). Anything
// else is refused with an error, which rolls the cause back too.
import type { DEAL_KINDS, LedgerTransactionKind } from '@boibazar/shared/ledger';
import type { Db } from '../../db/database.ts';
import { accountKeyOf, insertTransaction, resolveAccounts, type AccountKey } from './ledger-repository.ts';

type DealKind = (typeof DEAL_KINDS)[number];

export interface Posting {
  kind: LedgerTransactionKind;
  dealKind: DealKind;
  dealId: string;
  memo: string;
  entries: Array<{ account: AccountKey; amount: number }>;
}

export class LedgerError extends Error {
  override name = 'LedgerError';
}

export async function postTransaction(trx: Db, posting: Posting): Promise<string> {
  if (!trx.isTransaction)
    throw new LedgerError('A ledger posting must be written inside its cause’s transaction');
  const { entries } = posting;
  if (entries.length < 2 || entries.every((e) => e.amount === 0))
    throw new LedgerError(`A ${posting.kind} posting needs two or more entries, not all zero`);
  for (const e of entries)
    if (!Number.isSafeInteger(e.amount))
      throw new LedgerError(`Ledger amounts are whole Taka, not ${e.amount}`);
  const sum = entries.reduce((total, e) => total + e.amount, 0);
  if (sum !== 0) throw new LedgerError(`The entries of a ${posting.kind} posting sum to ${sum}, not 0`);
  const ids = await resolveAccounts(
    trx,
    entries.map((e) => e.account),
  );
  const resolved = entries.map((e) => ({ accountId: ids.get(accountKeyOf(e.account))!, amount: e.amount }));
  return insertTransaction(trx, { ...posting, entries: resolved });
}
