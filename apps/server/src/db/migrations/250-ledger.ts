import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The ledger (issue 26, docs/decisions/240-ledger.md): one book of accounts in double entry, in whole
// Taka. `ledger_accounts` names each account by class and owner (`held` / `order:<id>`); a transaction
// is two or more `ledger_entries` that sum to zero, written once and never changed: the database
// itself refuses UPDATE and DELETE on transactions and entries. `bookings.platform_fee` is BoiBazar's
// fee of the order, fixed when it is paid (or, cash on delivery, when the cash is collected).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bookings').addColumn('platform_fee', 'integer').execute();
  await db.schema
    .createTable('ledger_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // received | held | available | in_flight | paid_out | refunds | fee_revenue | cod_collected | cod_sales
    .addColumn('class', 'text', (c) => c.notNull())
    // '' for BoiBazar's own accounts; a provider kind, a user id, or `order:<id>` / `exchange:<id>`
    .addColumn('owner', 'text', (c) => c.notNull())
    // Held accounts: who the money goes to when the deal completes, and the deal's fee fixed when paid.
    .addColumn('payee_id', 'text')
    .addColumn('fee', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('ledger_accounts_class_owner_key', ['class', 'owner'])
    .execute();
  await db.schema
    .createIndex('ledger_accounts_payee_idx')
    .on('ledger_accounts')
    .columns(['payee_id', 'class'])
    .execute();
  await db.schema
    .createTable('ledger_transactions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // payment | topup | release | refund | cod_sale
    .addColumn('kind', 'text', (c) => c.notNull())
    // 'order' | 'exchange'
    .addColumn('deal_kind', 'text', (c) => c.notNull())
    .addColumn('deal_id', 'text', (c) => c.notNull())
    .addColumn('memo', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // One posting of each kind per deal: a cause that runs twice cannot post twice.
    .addUniqueConstraint('ledger_transactions_deal_kind_key', ['deal_kind', 'deal_id', 'kind'])
    .execute();
  await db.schema
    .createIndex('ledger_transactions_created_idx')
    .on('ledger_transactions')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createTable('ledger_entries')
    .addColumn('transaction_id', 'text', (c) => c.notNull().references('ledger_transactions.id'))
    .addColumn('line', 'integer', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.notNull().references('ledger_accounts.id'))
    // Whole Taka, signed: every transaction's entries sum to zero.
    .addColumn('amount', 'bigint', (c) => c.notNull())
    // The transaction's time, kept on each entry so an account's statement pages by (created_at, id).
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('ledger_entries_pkey', ['transaction_id', 'line'])
    .execute();
  await db.schema
    .createIndex('ledger_entries_account_idx')
    .on('ledger_entries')
    .columns(['account_id', 'created_at', 'transaction_id'])
    .execute();

  // Append-only, whatever the code does: a mistake is corrected by a reversing transaction.
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`
      create function ledger_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'the ledger is append-only: % on % refused', tg_op, tg_table_name;
      end $$`.execute(db);
    for (const table of ['ledger_transactions', 'ledger_entries'])
      await sql`
        create trigger ${sql.raw(`${table}_append_only`)} before update or delete on ${sql.table(table)}
        for each row execute function ledger_append_only()`.execute(db);
  } else {
    for (const table of ['ledger_transactions', 'ledger_entries'])
      for (const op of ['update', 'delete'])
        await sql`
          create trigger ${sql.raw(`${table}_no_${op}`)} before ${sql.raw(op)} on ${sql.table(table)}
          begin select raise(abort, ${sql.lit(`the ledger is append-only: ${op} on ${table} refused`)}); end`.execute(
          db,
        );
  }
}
