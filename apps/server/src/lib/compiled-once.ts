// A hot query built by Kysely and compiled once per shape and database; later calls bind their values to
// the same SQL text (decision 490). The builder's building and compiling cost more than the indexed reads
// it builds (decision 480), and the category page with the read cache off ran it on every request.
// Its rows may come as arrays (decisions 505, 516); `runCompiled` hands them out as rows by name.
import { createQueryId, type Compilable, type CompiledQuery } from 'kysely';
import { ROWS_AS_ARRAYS, type Db } from '../db/database.ts';

/** A bound value: null only where a column takes it (an insert's empty column), never to be compared. */
type Value = string | number | null;
type Values = Record<string, Value>;

interface Template {
  sql: string;
  query: CompiledQuery['query'];
  /** For each bound parameter, the name of the value it takes. */
  slots: string[];
}

/** A row read by column name from the array of its values (a getter per column on one prototype). */
type RowView = new (values: unknown[]) => Record<string, unknown>;

/** By SQL text: how to read the arrays a ROWS_AS_ARRAYS statement answers as rows by name. */
const rowViews = new Map<string, RowView>();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's operation nodes, read by kind
type AnyNode = any;

/** The names of a select's columns in order (an alias, else the column's own name); undefined for `*`. */
function selectedNames(node: AnyNode): string[] | undefined {
  if (node?.kind !== 'SelectQueryNode' || !node.selections) return undefined;
  const names: string[] = [];
  for (const { selection } of node.selections as AnyNode[]) {
    const name: unknown =
      selection.kind === 'AliasNode'
        ? selection.alias?.name
        : selection.kind === 'ReferenceNode'
          ? selection.column?.column?.name
          : selection.kind === 'ColumnNode'
            ? selection.column?.name
            : undefined;
    if (typeof name !== 'string') return undefined;
    names.push(name);
  }
  return names;
}

function rowView(names: string[]): RowView {
  class Row {
    constructor(readonly values: unknown[]) {}
  }
  names.forEach((name, index) =>
    Object.defineProperty(Row.prototype, name, {
      get(this: Row) {
        return this.values[index];
      },
    }),
  );
  return Row as unknown as RowView;
}

/**
 * Runs a query made by a `compiledOnce(…, { rowsAsArrays: true })`: its rows arrive as arrays of values (on
 * both databases, decision 516) and are handed out as views reading them by column name (`row.id`). Only
 * named reads: a view has no own properties to spread or list.
 */
export async function runCompiled<R>(db: Db, query: CompiledQuery): Promise<R[]> {
  const rows = (await db.executeQuery(query)).rows as unknown[];
  const View = rowViews.get(query.sql);
  if (!View || rows.length === 0 || !Array.isArray(rows[0])) return rows as R[];
  return rows.map((values) => new View(values as unknown[]) as R);
}

/**
 * Stand-ins the query is built with: a string is an ISO time (so that a cursor's key passes the
 * pagination's check), a number a negative one no caller passes; each distinct per name.
 */
function standIns(values: Values): Values {
  return Object.fromEntries(
    Object.entries(values).map(([name, value], i) => [
      name,
      typeof value === 'number' ? -7_000_001 - i : `0001-01-01T00:00:00.${String(i).padStart(6, '0')}Z`,
    ]),
  );
}

/**
 * `build(db, shape, values)` must give the same SQL text for the same `shape` (whatever changes the text,
 * such as which filters are on; JSON) and the same names in `values`, and bind every value as a parameter.
 * A shape whose parameters are not exactly the values (a value the builder turned into a literal, one left
 * unused) is never reused: it is built afresh on every call. `prefix(shape)` goes before the compiled text
 * (a mark such as the database's KEPT_PLAN, decision 507).
 *
 * `rowsAsArrays`: a select naming each of its columns is sent as ROWS_AS_ARRAYS (after the prefix), so the
 * database answers arrays (cheaper than row objects, decisions 505, 516); run it with `runCompiled`, which
 * reads them by name.
 */
export function compiledOnce<S, V extends { [K in keyof V]: Value }>(
  build: (db: Db, shape: S, values: V) => Compilable,
  { rowsAsArrays = false, prefix = () => '' }: { rowsAsArrays?: boolean; prefix?: (shape: S) => string } = {},
) {
  // By the database's adapter, which its transactions share: a statement run in a transaction is built once
  // per database too, not once per transaction.
  const templates = new WeakMap<object, Map<string, Template | null>>();
  return function compile(db: Db, shape: S, values: V): CompiledQuery {
    const adapter = db.getExecutor().adapter;
    let byShape = templates.get(adapter);
    if (!byShape) templates.set(adapter, (byShape = new Map()));
    const key = JSON.stringify([shape, Object.keys(values)]);
    let template = byShape.get(key);
    if (template === undefined) {
      const stand = standIns(values as Values);
      const compiled = build(db, shape, stand as V).compile();
      const names = new Map(Object.entries(stand).map(([name, value]) => [value, name]));
      const slots = compiled.parameters.map((parameter) => names.get(parameter as string | number | null));
      const complete =
        slots.every((slot) => slot !== undefined) &&
        Object.keys(values).every((name) => slots.includes(name));
      const columns = rowsAsArrays ? selectedNames(compiled.query) : undefined;
      const text = prefix(shape) + (columns ? ROWS_AS_ARRAYS : '') + compiled.sql;
      if (columns && complete && !rowViews.has(text)) rowViews.set(text, rowView(columns));
      template = complete ? { sql: text, query: compiled.query, slots: slots as string[] } : null;
      byShape.set(key, template);
    }
    if (!template) {
      const compiled = build(db, shape, values).compile();
      return { ...compiled, sql: prefix(shape) + compiled.sql };
    }
    return {
      sql: template.sql,
      query: template.query,
      queryId: createQueryId(),
      parameters: template.slots.map((slot) => (values as Values)[slot]),
    };
  };
}

/** Rows of the same columns as one set of values for `compiledOnce`, named `<row>.<column>` (a multi-row insert). */
export function rowValues<R extends { [K in keyof R]: Value }>(rows: R[]): Values {
  const values: Values = {};
  rows.forEach((row, i) => {
    for (const [column, value] of Object.entries(row)) values[`${i}.${column}`] = value as Value;
  });
  return values;
}

/** The rows `rowValues` made, back from its values (what a multi-row insert's builder inserts). */
export function rowsOf<R>(values: Values, count: number): R[] {
  const rows = Array.from({ length: count }, () => ({}) as Record<string, Value>);
  for (const [name, value] of Object.entries(values)) {
    const dot = name.indexOf('.');
    rows[Number(name.slice(0, dot))]![name.slice(dot + 1)] = value;
  }
  return rows as R[];
}
