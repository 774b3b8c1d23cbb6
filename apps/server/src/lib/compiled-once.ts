// A hot query built by Kysely and compiled once per shape and database; later calls bind their values to
// the same SQL text (decision 490). The builder's building and compiling cost more than the indexed reads
// it builds (decision 480), and the category page with the read cache off ran it on every request.
import { createQueryId, type Compilable, type CompiledQuery } from 'kysely';
import type { Db } from '../db/database.ts';

type Values = Record<string, string | number>;

interface Template {
  sql: string;
  query: CompiledQuery['query'];
  /** For each bound parameter, the name of the value it takes. */
  slots: string[];
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
 */
export function compiledOnce<S, V extends Values>(
  build: (db: Db, shape: S, values: V) => Compilable,
  prefix: (shape: S) => string = () => '',
) {
  const templates = new WeakMap<Db, Map<string, Template | null>>();
  return function compile(db: Db, shape: S, values: V): CompiledQuery {
    let byShape = templates.get(db);
    if (!byShape) templates.set(db, (byShape = new Map()));
    const key = JSON.stringify([shape, Object.keys(values)]);
    let template = byShape.get(key);
    if (template === undefined) {
      const stand = standIns(values);
      const compiled = build(db, shape, stand as V).compile();
      const names = new Map(Object.entries(stand).map(([name, value]) => [value, name]));
      const slots = compiled.parameters.map((parameter) => names.get(parameter as string | number));
      const complete =
        slots.every((slot) => slot !== undefined) &&
        Object.keys(values).every((name) => slots.includes(name));
      template = complete
        ? { sql: prefix(shape) + compiled.sql, query: compiled.query, slots: slots as string[] }
        : null;
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
      parameters: template.slots.map((slot) => values[slot]),
    };
  };
}
