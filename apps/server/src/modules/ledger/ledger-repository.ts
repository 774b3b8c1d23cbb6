// Every query of the ledger. Transactions and entries are only ever inserted (the database refuses
// UPDATE and DELETE on them, migration 250); balances are sums of entries, never stored (a statement's
// running balance is one indexed sum up to its page plus the page's own lines, decision 445).
import type { LedgerAccountClass, LedgerTransactionsQuery, StatementRange } from '@boibazar/shared/ledger';
import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { LedgerEntriesTable, LedgerTransactionsTable } from '../../db/schema.ts';
import { afterCommit, openedRootOf } from '../../events/index.ts';
import { compiledOnce, rowsOf, rowValues } from '../../lib/compiled-once.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { newestFirst, type Cursor, type Page } from '../../lib/pagination.ts';

export interface AccountKey {
  class: LedgerAccountClass;
  /** '' for BoiBazar's own accounts. */
  owner: string;
}

export interface StoredAccount extends AccountKey {
  id: string;
  payeeId: string | null;
  fee: number | null;
}

const toAccount = (row: {
  id: string;
  class: string;
  owner: string;
  payee_id: string | null;
  fee: number | null;
}): StoredAccount => ({
  id: row.id,
  class: row.class as LedgerAccountClass,
  owner: row.owner,
  payeeId: row.payee_id,
  fee: row.fee === null ? null : Number(row.fee),
});

export async function findAccount(db: Db, key: AccountKey): Promise<StoredAccount | undefined> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'class', 'owner', 'payee_id', 'fee'])
    .where('class', '=', key.class)
    .where('owner', '=', key.owner)
    .executeTakeFirst();
  return row && toAccount(row);
}

/** The account, made on first use (class and owner are unique, so two callers end with the same row). */
export async function ensureAccount(trx: Db, key: AccountKey): Promise<StoredAccount> {
  await trx
    .insertInto('ledger_accounts')
    .values({
      id: newId(),
      class: key.class,
      owner: key.owner,
      payee_id: null,
      fee: null,
      created_at: nowIso(),
    })
    .onConflict((oc) => oc.columns(['class', 'owner']).doNothing())
    .execute();
  return (await findAccount(trx, key))!;
}

const keyOf = (key: AccountKey) => `${key.class}\u0000${key.owner}`;

function selectAccounts(db: Db, keys: readonly AccountKey[]) {
  return db
    .selectFrom('ledger_accounts')
    .select(['id', 'class', 'owner', 'payee_id', 'fee'])
    .where((eb) => eb.or(keys.map((k) => eb.and([eb('class', '=', k.class), eb('owner', '=', k.owner)]))))
    .execute();
}

/**
 * Account ids already committed, per database (decision 480): an account's row is never updated in its
 * class and owner nor deleted, so its id, once committed, is its id for good, on every instance. Filled
 * only after the transaction that read the id commits (an account made by a transaction that rolls back
 * is never remembered); an id that were somehow wrong would still fail the entries' foreign key.
 */
const committedAccountIds = new WeakMap<Db, Map<string, string>>();
const REMEMBERED_ACCOUNTS = 20_000;

function rememberAfterCommit(trx: Db, ids: ReadonlyMap<string, string>): void {
  const root = openedRootOf(trx);
  if (!root || ids.size === 0) return;
  afterCommit(trx, () => {
    let remembered = committedAccountIds.get(root);
    if (!remembered) committedAccountIds.set(root, (remembered = new Map()));
    for (const [key, id] of ids) {
      if (remembered.has(key)) continue;
      if (remembered.size >= REMEMBERED_ACCOUNTS) remembered.delete(remembered.keys().next().value!);
      remembered.set(key, id);
    }
  });
}

/**
 * The ids of these accounts, made on first use: none read when this process has seen them committed (a
 * posting's usual case), else one read, and one insert of the missing ones and a second read. Keyed by
 * `accountKeyOf`.
 */
export async function resolveAccounts(trx: Db, keys: readonly AccountKey[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const root = openedRootOf(trx);
  const remembered = root && committedAccountIds.get(root);
  for (const k of keys) {
    const id = remembered?.get(keyOf(k));
    if (id) ids.set(keyOf(k), id);
  }
  const unknown = keys.filter((k) => !ids.has(keyOf(k)));
  if (unknown.length === 0) return ids;
  const found = new Map<string, string>();
  for (const r of await selectAccounts(trx, unknown)) found.set(keyOf(r as AccountKey), r.id);
  const missing = unknown.filter((k) => !found.has(keyOf(k)));
  if (missing.length > 0) {
    const at = nowIso();
    await trx
      .insertInto('ledger_accounts')
      .values(
        [...new Map(missing.map((k) => [keyOf(k), k])).values()].map((k) => ({
          id: newId(),
          class: k.class,
          owner: k.owner,
          payee_id: null,
          fee: null,
          created_at: at,
        })),
      )
      .onConflict((oc) => oc.columns(['class', 'owner']).doNothing())
      .execute();
    for (const r of await selectAccounts(trx, missing)) found.set(keyOf(r as AccountKey), r.id);
  }
  rememberAfterCommit(trx, found);
  for (const [key, id] of found) ids.set(key, id);
  return ids;
}

export const accountKeyOf = keyOf;

/**
 * A held account (if it exists) with its balance, payee and fee, in one read by the unique (class,
 * owner) index and the entries' index-only sum. Every completion runs it: built once per database
 * (lib/compiled-once.ts, decision 521), not on each call (decision 480 measured the builder at several
 * times the statement itself).
 */
export async function findHeldAccount(
  db: Db,
  key: AccountKey,
): Promise<{ account: StoredAccount | undefined; balance: number }> {
  const query = heldAccountQuery(db, null, { class: key.class, owner: key.owner });
  const [row] = (
    await db.executeQuery<{
      id: string;
      payee_id: string | null;
      fee: number | null;
      balance: number | string;
    }>(query)
  ).rows;
  return {
    account: row && toAccount({ ...row, class: key.class, owner: key.owner }),
    balance: Number(row?.balance ?? 0),
  };
}

const heldAccountQuery = compiledOnce((db: Db, _shape: null, key: { class: string; owner: string }) =>
  db
    .selectFrom('ledger_accounts as a')
    .leftJoin('ledger_entries as e', 'e.account_id', 'a.id')
    .select((eb) => [
      'a.id',
      'a.payee_id',
      'a.fee',
      eb.fn.coalesce(eb.fn.sum<number | string>('e.amount'), sql<number>`0`).as('balance'),
    ])
    .where('a.class', '=', key.class as LedgerAccountClass)
    .where('a.owner', '=', key.owner)
    .groupBy(['a.id', 'a.payee_id', 'a.fee']),
);

/** A held account learns who its money goes to and its deal's fee, each once (never overwritten). */
export async function describeHold(
  trx: Db,
  accountId: string,
  details: { payeeId?: string; fee?: number },
): Promise<void> {
  if (details.payeeId !== undefined)
    await trx
      .updateTable('ledger_accounts')
      .set({ payee_id: details.payeeId })
      .where('id', '=', accountId)
      .where('payee_id', 'is', null)
      .execute();
  if (details.fee !== undefined)
    await trx
      .updateTable('ledger_accounts')
      .set({ fee: details.fee })
      .where('id', '=', accountId)
      .where('fee', 'is', null)
      .execute();
}

export interface NewTransaction {
  kind: string;
  dealKind: 'order' | 'exchange' | 'payout' | 'settlement';
  dealId: string;
  memo: string;
  entries: Array<{ accountId: string; amount: number }>;
}

/**
 * The transaction and its entries: two statements, whatever the number of entries. Every deal's money
 * runs them: built once per database and number of entries (lib/compiled-once.ts, decision 521).
 */
export async function insertTransaction(trx: Db, tx: NewTransaction): Promise<string> {
  const id = newId();
  const at = nowIso();
  const row = {
    id,
    kind: tx.kind,
    deal_kind: tx.dealKind,
    deal_id: tx.dealId,
    memo: tx.memo,
    created_at: at,
  };
  await trx.executeQuery(insertTransactionQuery(trx, null, row));
  const entries = tx.entries.map((e, line) => ({
    transaction_id: id,
    line,
    account_id: e.accountId,
    amount: e.amount,
    created_at: at,
  }));
  await trx.executeQuery(insertEntriesQuery(trx, entries.length, rowValues(entries)));
  return id;
}

const insertTransactionQuery = compiledOnce(
  (db: Db, _shape: null, row: Insertable<LedgerTransactionsTable>) =>
    db.insertInto('ledger_transactions').values(row),
);

const insertEntriesQuery = compiledOnce(
  (db: Db, count: number, values: Record<string, string | number | null>) =>
    db.insertInto('ledger_entries').values(rowsOf<Insertable<LedgerEntriesTable>>(values, count)),
);

/** Whether this deal has a posting of this kind already. */
export async function hasPosting(db: Db, dealKind: 'order' | 'exchange', dealId: string, kind: string) {
  const row = await db
    .selectFrom('ledger_transactions')
    .select('id')
    .where('deal_kind', '=', dealKind)
    .where('deal_id', '=', dealId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return Boolean(row);
}

/** The balance of one class of a member's accounts (available, in flight, paid out, COD collected). */
export async function memberClassBalance(db: Db, userId: string, cls: LedgerAccountClass): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
    .select((eb) =>
      eb.fn.coalesce(eb.fn.sum<number | string>('ledger_entries.amount'), sql<number>`0`).as('balance'),
    )
    .where('ledger_accounts.class', '=', cls)
    .where('ledger_accounts.owner', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}

/** Money held for deals whose payee is this member. */
export async function heldFor(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
    .select((eb) =>
      eb.fn.coalesce(eb.fn.sum<number | string>('ledger_entries.amount'), sql<number>`0`).as('balance'),
    )
    .where('ledger_accounts.class', '=', 'held')
    .where('ledger_accounts.payee_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}

/** BoiBazar's fees in the transactions that touched this member's available balance. */
export async function feesCharged(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries as f')
    .innerJoin('ledger_accounts as fa', 'fa.id', 'f.account_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('f.amount'), sql<number>`0`).as('fees'))
    .where('fa.class', '=', 'fee_revenue')
    .where((eb) =>
      eb(
        'f.transaction_id',
        'in',
        eb
          .selectFrom('ledger_entries as e')
          .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
          .select('e.transaction_id')
          .where('a.class', '=', 'available')
          .where('a.owner', '=', userId),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(row.fees);
}

export interface StatementRow {
  transactionId: string;
  at: string;
  kind: string;
  dealKind: string;
  dealId: string;
  memo: string;
  amount: number;
  fee: number;
  balanceAfter: number;
}

/** Half-open bounds of whole UTC days: `from` 00:00 to the day after `to`. */
function rangeBounds(range: StatementRange): { from?: string; before?: string } {
  const dayAfter = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString();
  return {
    from: range.from ? `${range.from}T00:00:00.000Z` : undefined,
    before: range.to ? dayAfter(range.to) : undefined,
  };
}

const availableAccountOf = (db: Db, userId: string) =>
  db.selectFrom('ledger_accounts').select('id').where('class', '=', 'available').where('owner', '=', userId);

/** The member's available-balance lines of the range, each with its transaction and its fee. */
function statementQuery(db: Db, userId: string, range: StatementRange) {
  const { from, before } = rangeBounds(range);
  let query = db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .select([
      'e.transaction_id',
      'e.created_at',
      'e.amount',
      't.kind',
      't.deal_kind',
      't.deal_id',
      't.memo',
      sql<number | string>`(select coalesce(sum(f.amount), 0) from ledger_entries f
        join ledger_accounts fa on fa.id = f.account_id
        where f.transaction_id = e.transaction_id and fa.class = 'fee_revenue')`.as('fee'),
    ])
    .where('e.account_id', '=', availableAccountOf(db, userId));
  if (from) query = query.where('e.created_at', '>=', from);
  if (before) query = query.where('e.created_at', '<', before);
  return query;
}

/**
 * The member's available balance just after the line at `at` (its entries and every earlier one, in
 * the statement's order): one sum over the (account, created_at, transaction_id, amount) index
 * (migration 445), so a page's balances take one aggregate instead of a window over every line.
 */
async function balanceThrough(
  db: Db,
  userId: string,
  at: { key: string; id: string },
  inclusive: boolean,
): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries as e')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('e.amount'), sql<number>`0`).as('balance'))
    .where('e.account_id', '=', availableAccountOf(db, userId))
    .where((eb) =>
      eb.or([
        eb('e.created_at', '<', at.key),
        eb.and([eb('e.created_at', '=', at.key), eb('e.transaction_id', inclusive ? '<=' : '<', at.id)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}

type StatementLine = Omit<StatementRow, 'balanceAfter'>;

const toStatementLine = (row: {
  transaction_id: string;
  created_at: string;
  amount: number | string;
  kind: string;
  deal_kind: string;
  deal_id: string;
  memo: string;
  fee: number | string;
}): StatementLine => ({
  transactionId: row.transaction_id,
  at: row.created_at,
  kind: row.kind,
  dealKind: row.deal_kind,
  dealId: row.deal_id,
  memo: row.memo,
  amount: Number(row.amount),
  fee: Number(row.fee),
});

/** A page of the member's statement, newest first (limit + 1 rows, for sendPage). */
export async function statementPage(
  db: Db,
  userId: string,
  range: StatementRange,
  page: Page,
): Promise<StatementRow[]> {
  const lines = (
    await newestFirst(
      statementQuery(db, userId, range),
      { key: 'e.created_at', id: 'e.transaction_id' },
      page,
    ).execute()
  ).map(toStatementLine);
  if (lines.length === 0) return [];
  // The newest line's balance, then each older line's is the one after it less its amount.
  let balance = await balanceThrough(db, userId, { key: lines[0].at, id: lines[0].transactionId }, true);
  return lines.map((line) => {
    const row = { ...line, balanceAfter: balance };
    balance -= line.amount;
    return row;
  });
}

export const statementCursor = (row: StatementRow): Cursor => ({ key: row.at, id: row.transactionId });

/** Every line of the range, oldest first (the CSV download), at most `max`. */
export async function statementRows(db: Db, userId: string, range: StatementRange, max: number) {
  const lines = (
    await statementQuery(db, userId, range)
      .orderBy('e.created_at', 'asc')
      .orderBy('e.transaction_id', 'asc')
      .limit(max)
      .execute()
  ).map(toStatementLine);
  if (lines.length === 0) return [];
  let balance = await balanceThrough(db, userId, { key: lines[0].at, id: lines[0].transactionId }, false);
  return lines.map((line): StatementRow => {
    balance += line.amount;
    return { ...line, balanceAfter: balance };
  });
}

/** The balance of every account class over the whole book. */
export async function classBalances(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('ledger_entries')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
    .select([
      'ledger_accounts.class',
      (eb) => eb.fn.sum<number | string>('ledger_entries.amount').as('balance'),
    ])
    .groupBy('ledger_accounts.class')
    .execute();
  return new Map(rows.map((r) => [r.class, Number(r.balance)]));
}

/** Transactions whose entries do not sum to zero: none, unless the book was written around the ledger. */
export async function countUnbalancedTransactions(db: Db): Promise<number> {
  const rows = await db
    .selectFrom('ledger_entries')
    .select('transaction_id')
    .groupBy('transaction_id')
    .having((eb) => eb.fn.sum('amount'), '<>', 0)
    .execute();
  return rows.length;
}

/** Members whose available balance is at least `min`, with that balance (the payout schedule). */
export async function membersWithAvailable(
  db: Db,
  min: number,
): Promise<Array<{ userId: string; available: number }>> {
  const rows = await db
    .selectFrom('ledger_entries')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
    .select([
      'ledger_accounts.owner',
      (eb) => eb.fn.sum<number | string>('ledger_entries.amount').as('balance'),
    ])
    .where('ledger_accounts.class', '=', 'available')
    .groupBy('ledger_accounts.owner')
    .having((eb) => eb.fn.sum('ledger_entries.amount'), '>=', min)
    .orderBy('ledger_accounts.owner')
    .execute();
  return rows.map((r) => ({ userId: r.owner, available: Number(r.balance) }));
}

// The reconciliation's reads (decision 360): the book's invariants and its postings per deal.

/** Transactions whose entries do not sum to zero or that have fewer than two entries. */
export async function brokenTransactions(
  db: Db,
): Promise<Array<{ id: string; total: number; lines: number }>> {
  const rows = await db
    .selectFrom('ledger_transactions')
    .leftJoin('ledger_entries', 'ledger_entries.transaction_id', 'ledger_transactions.id')
    .select([
      'ledger_transactions.id',
      (eb) => eb.fn.coalesce(eb.fn.sum<number | string>('ledger_entries.amount'), sql<number>`0`).as('total'),
      (eb) => eb.fn.count<number | string>('ledger_entries.line').as('lines'),
    ])
    .groupBy('ledger_transactions.id')
    .having((eb) =>
      eb.or([
        eb(eb.fn.coalesce(eb.fn.sum('ledger_entries.amount'), sql`0`), '<>', 0),
        eb(eb.fn.count('ledger_entries.line'), '<', 2),
      ]),
    )
    .execute();
  return rows.map((r) => ({ id: r.id, total: Number(r.total), lines: Number(r.lines) }));
}

/** Accounts of these classes whose balance is below zero. */
export async function negativeAccounts(
  db: Db,
  classes: readonly LedgerAccountClass[],
): Promise<Array<{ class: string; owner: string; balance: number }>> {
  const rows = await db
    .selectFrom('ledger_entries')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
    .select([
      'ledger_accounts.class',
      'ledger_accounts.owner',
      (eb) => eb.fn.sum<number | string>('ledger_entries.amount').as('balance'),
    ])
    .where('ledger_accounts.class', 'in', classes)
    .groupBy(['ledger_accounts.class', 'ledger_accounts.owner'])
    .having((eb) => eb.fn.sum('ledger_entries.amount'), '<', 0)
    .execute();
  return rows.map((r) => ({ class: r.class, owner: r.owner, balance: Number(r.balance) }));
}

export interface DealPosting {
  transactionId: string;
  kind: string;
  dealId: string;
  /** The transaction's entries summed per account class. */
  byClass: Record<string, number>;
}

/** Every posting of these kinds on deals of this kind, its entries summed per account class. */
export async function postingsOf(
  db: Db,
  dealKind: 'order' | 'exchange' | 'payout',
  kinds: readonly string[],
): Promise<DealPosting[]> {
  const rows = await db
    .selectFrom('ledger_transactions')
    .innerJoin('ledger_entries', 'ledger_entries.transaction_id', 'ledger_transactions.id')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
    .select([
      'ledger_transactions.id',
      'ledger_transactions.kind',
      'ledger_transactions.deal_id',
      'ledger_accounts.class',
      (eb) => eb.fn.sum<number | string>('ledger_entries.amount').as('amount'),
    ])
    .where('ledger_transactions.deal_kind', '=', dealKind)
    .where('ledger_transactions.kind', 'in', kinds)
    .groupBy([
      'ledger_transactions.id',
      'ledger_transactions.kind',
      'ledger_transactions.deal_id',
      'ledger_accounts.class',
    ])
    .execute();
  const postings = new Map<string, DealPosting>();
  for (const r of rows) {
    const posting = postings.get(r.id) ?? {
      transactionId: r.id,
      kind: r.kind,
      dealId: r.deal_id,
      byClass: {},
    };
    posting.byClass[r.class] = (posting.byClass[r.class] ?? 0) + Number(r.amount);
    postings.set(r.id, posting);
  }
  return [...postings.values()];
}

/** When the book's first transaction was written (deals before it were never posted), or null. */
export async function firstPostingAt(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('ledger_transactions')
    .select((eb) => eb.fn.min('created_at').as('at'))
    .executeTakeFirst();
  return (row?.at as string | null | undefined) ?? null;
}

// The admin's ledger page (decision 360).

export interface AccountRow {
  id: string;
  class: string;
  owner: string;
  ownerName: string | null;
  balance: number;
  createdAt: string;
}

/** Accounts (of one class, or all), newest first, each with its balance and its member's name. */
export async function accountsPage(
  db: Db,
  filter: { class?: LedgerAccountClass },
  page: Page,
): Promise<AccountRow[]> {
  let query = db
    .selectFrom('ledger_accounts as a')
    .leftJoin('users as u', 'u.id', 'a.owner')
    .select([
      'a.id',
      'a.class',
      'a.owner',
      'a.created_at',
      'u.name',
      (eb) =>
        eb
          .selectFrom('ledger_entries as e')
          .select((s) => s.fn.coalesce(s.fn.sum<number | string>('e.amount'), sql<number>`0`).as('b'))
          .whereRef('e.account_id', '=', 'a.id')
          .as('balance'),
    ]);
  if (filter.class) query = query.where('a.class', '=', filter.class);
  const rows = await newestFirst(query, { key: 'a.created_at', id: 'a.id' }, page).execute();
  return rows.map((r) => ({
    id: r.id,
    class: r.class,
    owner: r.owner,
    ownerName: r.name ?? null,
    balance: Number(r.balance ?? 0),
    createdAt: r.created_at,
  }));
}

export interface TransactionRow {
  id: string;
  at: string;
  kind: string;
  dealKind: string;
  dealId: string;
  memo: string;
  entries: Array<{ class: string; owner: string; amount: number }>;
}

/** Transactions, newest first, filtered by kind, deal and whole UTC days, each with its entries. */
export async function transactionsPage(
  db: Db,
  filter: LedgerTransactionsQuery,
  page: Page,
): Promise<TransactionRow[]> {
  const { from, before } = rangeBounds(filter);
  let query = db.selectFrom('ledger_transactions').selectAll();
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.dealKind) query = query.where('deal_kind', '=', filter.dealKind);
  if (filter.dealId) query = query.where('deal_id', '=', filter.dealId);
  if (from) query = query.where('created_at', '>=', from);
  if (before) query = query.where('created_at', '<', before);
  const rows = await newestFirst(query, { key: 'created_at', id: 'id' }, page).execute();
  const entries =
    rows.length === 0
      ? []
      : await db
          .selectFrom('ledger_entries as e')
          .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
          .select(['e.transaction_id', 'e.line', 'e.amount', 'a.class', 'a.owner'])
          .where(
            'e.transaction_id',
            'in',
            rows.map((r) => r.id),
          )
          .orderBy('e.transaction_id')
          .orderBy('e.line')
          .execute();
  return rows.map((r) => ({
    id: r.id,
    at: r.created_at,
    kind: r.kind,
    dealKind: r.deal_kind,
    dealId: r.deal_id,
    memo: r.memo,
    entries: entries
      .filter((e) => e.transaction_id === r.id)
      .map((e) => ({ class: e.class, owner: e.owner, amount: Number(e.amount) })),
  }));
}

export interface HeldRow {
  dealKind: 'order' | 'exchange';
  dealId: string;
  memo: string;
  amount: number;
  fee: number;
  heldSince: string;
}

/** Every held account whose payee is this member and which still holds money, oldest first. */
export async function heldDealsOf(db: Db, userId: string): Promise<HeldRow[]> {
  const rows = await db
    .selectFrom('ledger_accounts as a')
    .innerJoin('ledger_entries as e', 'e.account_id', 'a.id')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .select((eb) => [
      'a.owner',
      'a.fee',
      eb.fn.sum<number | string>('e.amount').as('amount'),
      eb.fn.max('t.memo').as('memo'),
      eb.fn.min('e.created_at').as('since'),
    ])
    .where('a.class', '=', 'held')
    .where('a.payee_id', '=', userId)
    .groupBy(['a.id', 'a.owner', 'a.fee'])
    .having((eb) => eb.fn.sum('e.amount'), '<>', 0)
    .orderBy('since', 'asc')
    .execute();
  return rows.map((r) => {
    const [kind, ...rest] = r.owner.split(':');
    return {
      dealKind: kind as HeldRow['dealKind'],
      dealId: rest.join(':'),
      memo: r.memo ?? '',
      amount: Number(r.amount),
      fee: r.fee === null ? 0 : Number(r.fee),
      heldSince: r.since ?? '',
    };
  });
}

/** BoiBazar's fee revenue per UTC day (entries' `YYYY-MM-DD`) from `fromDay` on; days without any left out. */
export async function feeRevenueByDay(db: Db, fromDay: string): Promise<Map<string, number>> {
  const day = sql<string>`substr(e.created_at, 1, 10)`;
  const rows = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .select((eb) => [day.as('day'), eb.fn.sum<number | string>('e.amount').as('amount')])
    .where('a.class', '=', 'fee_revenue')
    .where('e.created_at', '>=', fromDay)
    .groupBy(day)
    .execute();
  return new Map(rows.map((r) => [r.day, Number(r.amount)]));
}
