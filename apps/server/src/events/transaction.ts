// Transactions that know their database and run hooks after COMMIT (never after a rollback). Kysely
// has no commit hook, so a transaction that publishes events or pushes live events is opened here.
import type { Db } from '../db/database.ts';

interface OpenTransaction {
  root: Db;
  hooks: Array<() => unknown>;
}

const open = new WeakMap<Db, OpenTransaction>();

type HookErrorReporter = (error: unknown) => void;
const reporters = new WeakMap<Db, HookErrorReporter>();

/** Where after-commit failures of this database's transactions are reported (the app's logger). */
export function reportHookErrorsTo(db: Db, report: HookErrorReporter): void {
  reporters.set(db, report);
}

function reportHookError(root: Db, error: unknown): void {
  const report = reporters.get(root);
  if (report) report(error);
  else
    process.emitWarning(
      `after-commit hook failed: ${error instanceof Error ? error.message : String(error)}`,
    );
}

async function runHooks(root: Db, hooks: Array<() => unknown>): Promise<void> {
  for (const hook of hooks) {
    try {
      await hook();
    } catch (error) {
      reportHookError(root, error);
    }
  }
}

/**
 * Runs `fn` in a transaction on `db` and, once it has committed, the hooks registered with afterCommit.
 * Called with a transaction that inTransaction opened, it joins that transaction.
 */
export async function inTransaction<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) {
    if (open.has(db)) return fn(db);
    throw new Error('inTransaction was given a transaction it did not open; pass the database instead');
  }
  const hooks: Array<() => unknown> = [];
  const result = await db.transaction().execute(async (trx) => {
    open.set(trx, { root: db, hooks });
    return fn(trx);
  });
  await runHooks(db, hooks);
  return result;
}

/** The database a transaction opened by inTransaction belongs to, or `db` itself when it is not one. */
export function rootOf(db: Db): Db {
  if (!db.isTransaction) return db;
  const entry = open.get(db);
  if (!entry) {
    throw new Error(
      'This transaction was not opened with inTransaction() (events/index.ts); open it there to publish events or push live events',
    );
  }
  return entry.root;
}

/** The database of a transaction opened by inTransaction (whose commit can be waited for), else undefined. */
export function openedRootOf(db: Db): Db | undefined {
  return db.isTransaction ? open.get(db)?.root : undefined;
}

/**
 * Runs `fn` after the transaction commits; errors are logged, never thrown. Given the database itself
 * (no transaction), `fn` runs right after the current call stack.
 */
export function afterCommit(db: Db, fn: () => unknown): void {
  if (!db.isTransaction) {
    setImmediate(() => void runHooks(db, [fn]));
    return;
  }
  rootOf(db);
  open.get(db)!.hooks.push(fn);
}
