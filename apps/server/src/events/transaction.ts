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

interface GroupMember {
  fn: (trx: Db) => Promise<unknown>;
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
}

interface CommitGroups {
  /** Asked for and not started yet, in the order asked. */
  waiting: GroupMember[];
  /** The group in hand, if any; those asked for meanwhile wait for the next. */
  running?: Promise<void>;
}

const grouping = new WeakMap<Db, CommitGroups>();

/**
 * Lets inGroupedTransaction put several transactions of `db` into one (SQLite, whose one connection runs one
 * transaction at a time anyway; decision 503). Without it, each is a transaction of its own.
 */
export function groupCommitsOn(db: Db): void {
  grouping.set(db, { waiting: [] });
}

/**
 * Like inTransaction, but transactions asked for in the same turn of the event loop (or while a group is
 * committing) run one after another in ONE database transaction and commit together: one COMMIT, and each
 * page they share written once to the log, for all of them (decision 503). Each still gets its own outcome:
 * its result or error only once the group has committed, then its own after-commit hooks. If any of them
 * throws, the group rolls back and each runs again alone with inTransaction, so one failure is only its own
 * and nothing of the others' first attempt stays. So `fn` must be safe to run twice: database work only,
 * its values computed inside it or before the call. Only where groupCommitsOn was called; else inTransaction.
 */
export function inGroupedTransaction<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  const groups = db.isTransaction ? undefined : grouping.get(db);
  if (!groups) return inTransaction(db, fn);
  return new Promise<T>((resolve, reject) => {
    groups.waiting.push({ fn, resolve: resolve as (result: unknown) => void, reject });
    startGroup(db, groups);
  });
}

function startGroup(db: Db, groups: CommitGroups): void {
  // After this turn of the event loop, so the transactions other requests ask for in it join.
  groups.running ??= new Promise((resolve) => setImmediate(resolve))
    .then(() => runGroup(db, groups.waiting.splice(0)))
    .finally(() => {
      groups.running = undefined;
      if (groups.waiting.length > 0) startGroup(db, groups);
    });
}

async function runGroup(db: Db, members: GroupMember[]): Promise<void> {
  if (members.length === 1) {
    const [only] = members;
    await inTransaction(db, only!.fn).then(only!.resolve, only!.reject);
    return;
  }
  const hooks = members.map(() => [] as Array<() => unknown>);
  let results: unknown[];
  try {
    results = await db.transaction().execute(async (trx) => {
      const done: unknown[] = [];
      for (const [i, member] of members.entries()) {
        // Each member's after-commit hooks are its own: they run after COMMIT, as its outcome is given.
        open.set(trx, { root: db, hooks: hooks[i]! });
        done.push(await member.fn(trx));
      }
      return done;
    });
  } catch {
    // One of them failed (or COMMIT did): nothing of the group stands; each runs alone for its own outcome.
    for (const member of members) await inTransaction(db, member.fn).then(member.resolve, member.reject);
    return;
  }
  await Promise.all(
    members.map(async (member, i) => {
      await runHooks(db, hooks[i]!);
      member.resolve(results[i]);
    }),
  );
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
