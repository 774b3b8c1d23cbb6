import type { Kysely } from 'kysely';

// Issue 26 (docs/decisions/445-completion-bench-and-statement-balance.md): a statement page's running
// balance is one sum of the member's entries up to the page, read from this index alone (it carries the
// amount). It replaces migration 250's (account_id, created_at, transaction_id) index, which it covers,
// so a posting still writes one index per entry.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('ledger_entries_account_balance_idx')
    .on('ledger_entries')
    .columns(['account_id', 'created_at', 'transaction_id', 'amount'])
    .execute();
  await db.schema.dropIndex('ledger_entries_account_idx').execute();
}
