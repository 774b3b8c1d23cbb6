// Several values carried as one: a JSON array built by the database (SQLite's json_array, PostgreSQL's
// json_build_array) and read back here. A statement that repeats the same few values on each of its rows (a
// scalar subquery's answer) then sends one column a row instead of several (decision 532).
import { type Expression, sql } from 'kysely';
import type { Dialect } from './database.ts';

/** The JSON array of `values`, in their order. */
export function jsonArray(dialect: Dialect, values: readonly Expression<unknown>[]) {
  const build = dialect === 'postgres' ? sql.raw('json_build_array') : sql.raw('json_array');
  return sql<string | unknown[]>`${build}(${sql.join(values)})`;
}

/**
 * The values of a jsonArray's answer; null for SQL's null. SQLite answers the array's text, PostgreSQL (whose
 * json type node-postgres parses) the array itself.
 */
export function readJsonArray(answer: unknown): unknown[] | null {
  if (answer === null || answer === undefined) return null;
  const values: unknown = typeof answer === 'string' ? JSON.parse(answer) : answer;
  if (!Array.isArray(values)) throw new Error('Expected a JSON array from the database');
  return values;
}
