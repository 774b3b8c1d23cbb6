import { sql, type Kysely } from 'kysely';

// Payouts (issue 26, docs/decisions/300-payouts.md): the seller's payout methods (a bKash wallet or a bank
// account; removed ones are kept, since payouts name them) and their payout requests. At most one payout
// per seller is open (requested or sending): a partial unique index, so of concurrent requests exactly one
// insert wins on both dialects.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payout_methods')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    // 'bkash' | 'bank'
    .addColumn('kind', 'text', (c) => c.notNull())
    // bKash: the wallet, 01XXXXXXXXX. Bank: the account's number.
    .addColumn('account_number', 'text', (c) => c.notNull())
    // Bank only: the account holder's name, the bank, and the branch or its routing number.
    .addColumn('account_name', 'text')
    .addColumn('bank_name', 'text')
    .addColumn('branch', 'text')
    // A new method cannot be paid to before this (PAYOUT_METHOD_COOLDOWN after it was added).
    .addColumn('usable_from', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('removed_at', 'text')
    .execute();
  await db.schema
    .createIndex('payout_methods_user_idx')
    .on('payout_methods')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('payouts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('seller_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('method_id', 'text', (c) => c.notNull().references('payout_methods.id'))
    // Whole Taka.
    .addColumn('amount', 'bigint', (c) => c.notNull())
    // requested | sending | paid | failed | rejected
    .addColumn('status', 'text', (c) => c.notNull())
    // Why it failed or was rejected; the bank's reference or bKash's transaction id once paid.
    .addColumn('reason', 'text')
    .addColumn('reference', 'text')
    // bKash: when the payout call was first made (set before the call, committed): after that the payout is
    // only ever resolved by a status query, never sent again.
    .addColumn('sent_at', 'text')
    // The admin who approved, marked paid or rejected it.
    .addColumn('decided_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payouts_seller_idx')
    .on('payouts')
    .columns(['seller_id', 'created_at'])
    .execute();
  await db.schema.createIndex('payouts_status_idx').on('payouts').columns(['status', 'created_at']).execute();
  await db.schema
    .createIndex('payouts_one_open_key')
    .on('payouts')
    .column('seller_id')
    .unique()
    .where(sql.ref('status'), 'in', ['requested', 'sending'])
    .execute();
}
