import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  sql,
  type CompiledQuery,
  type LogEvent,
  type MigrationProvider,
  type PostgresPool,
  type PostgresPoolClient,
} from 'kysely';
import pg from 'pg';
import { DEFAULT_POOL_MAX, DEFAULT_SQLITE_CACHE_MB, type Config } from '../config.ts';
import { migrations } from './migrations/index.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;
export type Dialect = Config['database']['dialect'];

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  close(): Promise<void>;
  /**
   * SQLite only: a number that changes whenever the data may have changed (a statement of this connection
   * that changed rows, or a commit by another connection), for the read cache (decision 186).
   */
  generation?: () => number;
  /** Calls `listener` after every query with its time and outcome (metrics); returns the way to stop. */
  observeQueries(listener: QueryListener): () => void;
  /**
   * Whether the database answers now (readiness). PostgreSQL: on a connection of its own, not through the
   * pool, whose queue may hold every request that arrived while the database was away (decision 397).
   */
  check(): Promise<void>;
}

/** What a query did, without any of its values: its operation and the table it is about (traces). */
export interface QueryStatement {
  operation: string;
  table?: string;
}

/** `statement` works the description out only when asked (metrics never ask). */
export type QueryListener = (durationMs: number, failed: boolean, statement: () => QueryStatement) => void;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's operation nodes, read by kind
type AnyNode = any;

const tableOf = (node: AnyNode): string | undefined =>
  node?.kind === 'TableNode'
    ? node.table?.identifier?.name
    : node?.kind === 'AliasNode'
      ? tableOf(node.node)
      : undefined;

const SQL_OPERATION = /^\s*(\w+)/;
const SQL_TABLE = /\b(?:from|into|update|table)\s+(?:if\s+(?:not\s+)?exists\s+)?"?([A-Za-z_][\w$]*)"?/i;

/**
 * The operation and table of a query from Kysely's operation tree; for raw SQL, from its text (the first
 * word, and the name after its first from / into / update / table). Never a value: nothing of the bound
 * parameters, nor the text itself, which may hold literals.
 */
export function describeQuery(query: CompiledQuery): QueryStatement {
  const node: AnyNode = query.query;
  switch (node.kind) {
    case 'SelectQueryNode':
      return { operation: 'select', table: tableOf(node.from?.froms?.[0]) };
    case 'InsertQueryNode':
      return { operation: 'insert', table: tableOf(node.into) };
    case 'UpdateQueryNode':
      return { operation: 'update', table: tableOf(node.table) };
    case 'DeleteQueryNode':
      return { operation: 'delete', table: tableOf(node.from?.froms?.[0]) };
    default: {
      const operation = SQL_OPERATION.exec(query.sql)?.[1]?.toLowerCase() ?? 'query';
      const table = SQL_TABLE.exec(query.sql)?.[1];
      return table ? { operation, table } : { operation };
    }
  }
}

/** Kysely's log option feeding the handle's query listeners (none: nothing but the timing Kysely does). */
function queryObservers() {
  const listeners = new Set<QueryListener>();
  return {
    log(event: LogEvent) {
      let described: QueryStatement | undefined;
      const statement = () => (described ??= describeQuery(event.query));
      for (const listener of listeners)
        listener(event.queryDurationMillis, event.level === 'error', statement);
    },
    observeQueries(listener: QueryListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export function openDatabase(database: Config['database']): DatabaseHandle {
  if (database.dialect === 'sqlite') {
    if (database.file !== ':memory:') fs.mkdirSync(path.dirname(database.file), { recursive: true });
    const sqlite = new SQLite(database.file);
    sqlite.pragma('journal_mode = WAL');
    // NORMAL in WAL mode: a commit is in the write-ahead log (the operating system's) before it is
    // acknowledged, so it survives a crash or kill -9 of the process; the log is flushed to the disk at
    // checkpoints, not at every commit. FULL adds a flush per commit, for a power cut (decision 187).
    sqlite.pragma(`synchronous = ${database.synchronous ?? 'NORMAL'}`);
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    // Negative: a size in KiB (decision 537).
    sqlite.pragma(`cache_size = ${-1024 * (database.cacheMb ?? DEFAULT_SQLITE_CACHE_MB)}`);
    const connection = reusingStatements(sqlite);
    const observers = queryObservers();
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: connection }),
      log: observers.log,
    });
    return {
      db,
      dialect: 'sqlite',
      close: () => db.destroy(),
      check: () => checkDatabase(db),
      generation: connection.generation,
      observeQueries: observers.observeQueries,
    };
  }
  // A server that never answers fails start-up after 10 s instead of hanging it.
  const connecting = {
    connectionString: database.url,
    max: database.poolMax ?? DEFAULT_POOL_MAX,
    connectionTimeoutMillis: 10_000,
  };
  // A named statement (decision 499) is planned for each call's values, never once for all of them:
  // PostgreSQL's `auto` mode switched the suggestions' prefix search to a generic plan that cost 10× the
  // server's CPU (decision 502). Naming still saves each statement's parse.
  // JIT off: a search statement planned above jit_above_cost spent 200–230 ms compiling expressions it then
  // ran over a few hundred rows (decision 528); no statement here runs long enough to gain from it.
  const settings = (planCacheMode: 'force_custom_plan' | 'auto') =>
    `-c plan_cache_mode=${planCacheMode} -c jit=off`;
  const pool = watched(new pg.Pool({ ...connecting, options: settings('force_custom_plan') }));
  // The statements marked KEPT_PLAN, whose one plan serves every value, run on connections of their own
  // where PostgreSQL may keep that plan (decision 507).
  const keptPlans = watched(new pg.Pool({ ...connecting, options: settings('auto') }));
  const observers = queryObservers();
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: namingStatements(pool, NAMED_PER_CONNECTION, keptPlans) }),
    log: observers.log,
  });
  // Readiness' own connection: after an outage the main pool's queue holds every request that arrived
  // meanwhile, and a check queued behind them said "not ready" for seconds after PostgreSQL was back.
  const checks = new pg.Pool({ connectionString: database.url, max: 1, connectionTimeoutMillis: 3000 });
  checks.on('error', () => undefined); // An idle check connection ended: the next check opens another.
  return {
    db,
    dialect: 'postgres',
    close: async () => {
      await db.destroy();
      await checks.end();
    },
    check: async () => {
      await checks.query('select 1');
    },
    observeQueries: observers.observeQueries,
  };
}

/** A PostgreSQL pool whose connections' failures are warnings, not the process's end. */
function watched(pool: pg.Pool): pg.Pool {
  // NOTE: an idle connection that PostgreSQL ends (a restart, a killed backend) is reported as a pool
  // 'error' event, which without a listener crashes the process. The pool has already dropped that
  // connection and the next query opens a new one, so a warning is all it needs.
  pool.on('error', (error) => process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`));
  // A connection ended while checked out (between two queries of a request, or of a transaction) emits
  // 'error' on its client, which the pool does not listen to then: uncaught, it ended the process. The
  // query in progress, if any, fails on its own; the pool drops the broken client when it comes back.
  pool.on('connect', (client) =>
    client.on('error', (error) =>
      process.emitWarning(`PostgreSQL closed a connection in use: ${error.message}`),
    ),
  );
  return pool;
}

/**
 * A select whose text starts with this comment answers each row as the array of its column values, in the
 * select's order, instead of an object: better-sqlite3 builds a row object property by property, which cost
 * the signed-in category page more than running its statement (decision 505); node-postgres is asked for
 * `rowMode: 'array'` (decision 516). lib/compiled-once.ts reads such rows for its callers.
 */
export const ROWS_AS_ARRAYS = '/* rows as arrays */ ';

/** Whether a text asks for ROWS_AS_ARRAYS; the mark may follow KEPT_PLAN (decision 507). */
const answersArrays = (text: string) =>
  text.startsWith(ROWS_AS_ARRAYS, text.startsWith(KEPT_PLAN) ? KEPT_PLAN.length : 0);

/**
 * better-sqlite3 with each distinct SQL text prepared once and its statement reused (Kysely would
 * prepare it again on every execution). Bounded, oldest dropped first; a statement still being
 * iterated is never handed out twice (decision 184).
 *
 * `generation` (the read cache's, decision 186 as amended by 412) is read from SQLite itself, not counted
 * by a wrapper every write must pass through: `total_changes()` moves with every row this connection
 * inserts, updates or deletes (triggers and RETURNING included), `data_version` with every commit of
 * another connection. One prepared read of both; the generation moves when either did.
 */
export function reusingStatements(sqlite: SQLite.Database, max = 500) {
  const statements = new Map<string, SQLite.Statement>();
  const prepared = (text: string) => {
    const statement = sqlite.prepare(text);
    return answersArrays(text) ? statement.raw(true) : statement;
  };
  const changeMarks = sqlite.prepare('select total_changes(), data_version from pragma_data_version').raw();
  let [seenChanges, seenVersion] = changeMarks.get() as [number, number];
  let generation = 0;
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      const cached = statements.get(text);
      let statement = cached && !cached.busy ? cached : undefined;
      if (!statement) {
        statement = prepared(text);
        if (!cached) {
          if (statements.size >= max) statements.delete(statements.keys().next().value!);
          statements.set(text, statement);
        }
      }
      return statement;
    },
    generation(): number {
      const [changes, version] = changeMarks.get() as [number, number];
      if (changes !== seenChanges || version !== seenVersion) {
        seenChanges = changes;
        seenVersion = version;
        generation += 1;
      }
      return generation;
    },
  };
}

/** How many statements one PostgreSQL connection names before it is replaced by a fresh one (decision 499). */
export const NAMED_PER_CONNECTION = 100;

/**
 * Opens a statement whose one plan serves every value it is called with (decision 507): on PostgreSQL it
 * runs on a connection where PostgreSQL may keep a generic plan for it (`plan_cache_mode = auto`), instead
 * of planning it again on every call. Only for a statement whose best plan cannot depend on its values
 * (reads by primary key, or an index that leads with every equality and gives the order), shown by a test.
 * SQLite reads the mark as a comment.
 */
export const KEPT_PLAN = '/* kept plan */ ';

/** PostgreSQL's answer when a named statement's result changed shape (a column added to a `select *`'s table). */
const STALE_PLAN = /cached plan must not change result type/;

/** What one connection has named (decision 499), and whether PostgreSQL may keep plans on it (decision 507). */
interface Naming {
  names: Map<string, string>;
  /** By name: the columns a named statement answers, learnt from its first named run (decision 519). */
  shapes: Map<string, RowShape>;
  seenOnce: Set<string>;
  issued: number;
  full: boolean;
  keepsPlans: boolean;
}

/** A named statement's result columns: their names, and the parser of each column's type (pg's own). */
interface RowShape {
  names: string[];
  parsers: Array<(text: string) => unknown>;
}

const shapeOf = (fields: pg.FieldDef[]): RowShape => ({
  names: fields.map((field) => field.name),
  parsers: fields.map((field) => pg.types.getTypeParser(field.dataTypeID, field.format as 'text')),
});

/** What node-postgres maps each bound value with before sending it (dates, buffers, arrays, objects). */
const { prepareValue } = (pg as unknown as { utils: { prepareValue: (value: unknown) => unknown } }).utils;

/** The rows and outcome of a statement run through KnownShapeQuery, as node-postgres' result has them. */
interface KnownShapeResult {
  command: string | null;
  rowCount: number | null;
  rows: unknown[];
}

/** The command tag's parts, as node-postgres reads them ("SELECT 13", "INSERT 0 1", "UPDATE 2"). */
const COMMAND_TAG = /^([A-Za-z]+)(?: (\d+))?(?: (\d+))?/;

/**
 * A run of a statement already named on this connection whose columns are known (decision 519): Bind,
 * Execute, Sync, without the Describe node-postgres sends on every run. PostgreSQL then sends no row
 * description, and neither side builds, sends, parses or turns into parsers the page's 37 column
 * descriptions again. node-postgres' submittable interface (as pg-cursor uses it): the client hands it the
 * connection when its turn comes and the backend's messages as they arrive; rows are parsed with the same
 * type parsers, as arrays or as objects, so the answer is node-postgres' own.
 */
class KnownShapeQuery implements pg.Submittable {
  private readonly rows: unknown[] = [];
  private command: string | null = null;
  private rowCount: number | null = null;
  private failure: Error | undefined;

  constructor(
    readonly name: string,
    readonly text: string,
    private readonly values: unknown[],
    private readonly shape: RowShape,
    private readonly arrays: boolean,
    private readonly callback: (error: Error | null, result?: KnownShapeResult) => void,
  ) {}

  submit(connection: pg.Connection): Error | undefined {
    connection.stream.cork();
    try {
      // A value prepareValue cannot map throws before anything is written (as node-postgres' bind does).
      connection.bind(
        { statement: this.name, values: this.values, valueMapper: prepareValue } as never,
        false,
      );
      connection.execute({}, false);
      connection.sync();
    } catch (error) {
      return error as Error;
    } finally {
      connection.stream.uncork();
    }
    return undefined;
  }

  handleDataRow(message: { fields: Array<string | null> }) {
    if (this.failure) return;
    const { names, parsers } = this.shape;
    const { fields } = message;
    try {
      if (this.arrays) {
        const row = new Array<unknown>(fields.length);
        for (let i = 0; i < fields.length; i++) row[i] = fields[i] === null ? null : parsers[i]!(fields[i]!);
        this.rows.push(row);
      } else {
        const row: Record<string, unknown> = {};
        for (let i = 0; i < fields.length; i++)
          row[names[i]!] = fields[i] === null ? null : parsers[i]!(fields[i]!);
        this.rows.push(row);
      }
    } catch (error) {
      this.failure = error as Error;
    }
  }

  handleCommandComplete(message: { text: string }) {
    const tag = COMMAND_TAG.exec(message.text);
    if (!tag) return;
    this.command = tag[1]!;
    const count = tag[3] ?? tag[2];
    if (count !== undefined) this.rowCount = parseInt(count, 10);
  }

  handleReadyForQuery() {
    if (this.failure) return this.callback(this.failure);
    this.callback(null, { command: this.command, rowCount: this.rowCount, rows: this.rows });
  }

  handleError(error: Error) {
    this.callback(this.failure ?? error);
  }

  handleRowDescription() {}
  handleEmptyQuery() {}
  handlePortalSuspended() {}
  handleCopyData() {}
  handleCopyInResponse(connection: pg.Connection & { sendCopyFail(message: string): void }) {
    connection.sendCopyFail('No source stream defined');
  }
}

/** Runs a statement named on `client` whose columns `shape` gives: KnownShapeQuery, as a promise. */
const askKnownShape = (
  client: pg.PoolClient,
  name: string,
  text: string,
  values: unknown[],
  shape: RowShape,
  arrays: boolean,
) =>
  new Promise<KnownShapeResult>((resolve, reject) => {
    client.query(
      new KnownShapeQuery(name, text, values, shape, arrays, (error, result) =>
        error ? reject(error) : resolve(result!),
      ),
    );
  });

/**
 * PostgreSQL's pool as Kysely sees it, with the SQL texts a connection runs again sent as named statements
 * (decision 499). node-postgres sends a text with a `name` as a prepared statement: PostgreSQL parses and
 * analyses it once per connection, and plans it per call (`plan_cache_mode = force_custom_plan`, decision
 * 502). Kysely passes only text and values, so this names them.
 *
 * - A text is named on its second run on a connection (a one-off, such as a migration's or a bulk insert's,
 *   never takes a name), and only when it has bound values: one without them goes by the simple protocol,
 *   which also allows several statements in one text.
 * - Names are the connection's own (`b1`, `b2`, …), so two texts never share one. At most `max` of them per
 *   connection: past that a new text runs unnamed, and the connection is closed when it comes back to the
 *   pool, its statements with it; the pool opens a fresh one. No name is ever dropped while its connection
 *   lives, so node-postgres' record of what the server holds stays true.
 * - A named statement whose result changed shape under it (another instance's migration added a column to a
 *   table it reads with `*`) fails with "cached plan must not change result type". Outside a transaction it
 *   is run again unnamed at once; inside one the error stands (the transaction is already lost). Either way
 *   the text takes a new name at its next run and the stale one counts toward `max`.
 * - With `keptPlans` (decision 507), a checkout whose first text is marked KEPT_PLAN takes its connection from
 *   that pool, whose connections let PostgreSQL keep one plan per statement (`auto`); any other checkout (a
 *   transaction begins with `begin`) from `pool`. So the connection is taken at the checkout's first query,
 *   not at `connect()`. A text not marked that runs on a kept-plan connection (a later query of the same
 *   checkout) goes unnamed, so it is planned for its values as everywhere else.
 */
export function namingStatements(
  pool: pg.Pool,
  max = NAMED_PER_CONNECTION,
  keptPlans?: pg.Pool,
): PostgresPool {
  const namings = new WeakMap<pg.PoolClient, Naming>();
  const namingOf = (client: pg.PoolClient, keepsPlans: boolean): Naming => {
    let naming = namings.get(client);
    if (!naming) {
      naming = {
        names: new Map(),
        shapes: new Map(),
        seenOnce: new Set(),
        issued: 0,
        full: false,
        keepsPlans,
      };
      namings.set(client, naming);
    }
    return naming;
  };
  const nameFor = (naming: Naming, text: string): string | undefined => {
    const name = naming.names.get(text);
    if (name !== undefined) return name;
    if (naming.keepsPlans && !text.startsWith(KEPT_PLAN)) return undefined;
    const { seenOnce } = naming;
    if (!seenOnce.has(text)) {
      if (seenOnce.size >= max) seenOnce.clear();
      seenOnce.add(text);
      return undefined;
    }
    if (naming.issued >= max) {
      naming.full = true;
      return undefined;
    }
    seenOnce.delete(text);
    const fresh = `b${++naming.issued}`;
    naming.names.set(text, fresh);
    return fresh;
  };
  const run = async (client: pg.PoolClient, naming: Naming, text: string, values: unknown[]) => {
    const arrays = answersArrays(text);
    const ask = (name?: string) =>
      arrays ? client.query({ name, text, values, rowMode: 'array' }) : client.query({ name, text, values });
    const name = values.length > 0 ? nameFor(naming, text) : undefined;
    if (name === undefined) return ask();
    const outsideTransaction = client.getTransactionStatus() === 'I';
    try {
      const shape = naming.shapes.get(name);
      if (shape) return await askKnownShape(client, name, text, values, shape, arrays);
      const result = await ask(name);
      naming.shapes.set(name, shapeOf(result.fields));
      return result;
    } catch (error) {
      if (!(error instanceof Error) || !STALE_PLAN.test(error.message)) throw error;
      naming.names.delete(text);
      naming.shapes.delete(name);
      if (!outsideTransaction) throw error;
      return ask();
    }
  };
  // A checkout's face: its connection is taken at its first query. Faces are reused after release (at most
  // as many as checkouts at once), so Kysely finds the connection object it made for one, as it did when a
  // face belonged to one pooled client.
  const idleFaces: PostgresPoolClient[] = [];
  const newFace = (): PostgresPoolClient => {
    let taken: { client: pg.PoolClient; naming: Naming } | undefined;
    const take = async (text: unknown) => {
      if (taken) return taken;
      const keepsPlans = keptPlans !== undefined && typeof text === 'string' && text.startsWith(KEPT_PLAN);
      const client = await (keepsPlans ? keptPlans : pool).connect();
      taken = { client, naming: namingOf(client, keepsPlans) };
      return taken;
    };
    // Kysely passes a cursor instead of text only when its dialect is given one to stream with; ours is not.
    const query = async (text: string | object, values?: readonly unknown[]) => {
      const { client, naming } = await take(text);
      return typeof text === 'string'
        ? run(client, naming, text, [...(values ?? [])])
        : client.query(text as never);
    };
    const face: PostgresPoolClient = {
      query: query as unknown as PostgresPoolClient['query'],
      release: () => {
        if (taken) taken.client.release(taken.naming.full || undefined);
        taken = undefined;
        if (!idleFaces.includes(face)) idleFaces.push(face);
      },
    };
    return face;
  };
  return {
    async connect() {
      return idleFaces.pop() ?? newFace();
    },
    end: async () => {
      await pool.end();
      await keptPlans?.end();
    },
  };
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<void> {
  // Branches add numbered migrations independently; one that lands after a higher-numbered one still runs (decision 054).
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(failed ? `migration ${failed.migrationName} failed: ${reason}` : reason, {
      cause: error,
    });
  }
}

/**
 * Runs `work` (migrations, seeding) while holding a PostgreSQL advisory lock, so instances that start at
 * the same moment do it one after another and the later ones find nothing left to do (decision 190).
 * The lock belongs to the session, so a process that dies holding it releases it.
 * SQLite has one process by design and needs no lock.
 */
export async function underStartupLock<T>(handle: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (handle.dialect !== 'postgres') return work();
  return handle.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext('boibazar:startup'))`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(hashtext('boibazar:startup'))`.execute(connection);
    }
  });
}

export async function checkDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
