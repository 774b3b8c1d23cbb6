// Several values carried as one: the text of a JSON array built by the database (SQLite's json_array,
// PostgreSQL's json_build_array as text) and read back here. A statement that repeats the same few values on
// each of its rows (a scalar subquery's answer) then sends one column a row instead of several, and the
// reader parses it once, from the row it reads (decision 533).
import { type Expression, sql } from 'kysely';
import type { Dialect } from './database.ts';

/** The text of the JSON array of `values`, in their order. */
export function jsonArray(dialect: Dialect, values: readonly Expression<unknown>[]) {
  return dialect === 'postgres'
    ? sql<string>`json_build_array(${sql.join(values)})::text`
    : sql<string>`json_array(${sql.join(values)})`;
}

/** The values of a jsonArray's answer; null for SQL's null. */
export function readJsonArray(answer: unknown): unknown[] | null {
  if (answer === null || answer === undefined) return null;
  if (typeof answer !== 'string') throw new Error('Expected the text of a JSON array from the database');
  const values: unknown = JSON.parse(answer);
  if (!Array.isArray(values)) throw new Error('Expected the text of a JSON array from the database');
  return values;
}
