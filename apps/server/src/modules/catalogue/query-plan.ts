// Shows how the database would run a query (EXPLAIN QUERY PLAN / EXPLAIN), for tests and the benchmark.
import { CompiledQuery, type Compilable } from 'kysely';
import type { Db, Dialect } from '../../db/database.ts';

export async function queryPlan(
  db: Db,
  dialect: Dialect,
  query: Compilable | CompiledQuery,
): Promise<string> {
  const compiled = 'compile' in query ? query.compile() : query;
  const prefix = dialect === 'postgres' ? 'explain ' : 'explain query plan ';
  const result = await db.executeQuery<Record<string, unknown>>(
    CompiledQuery.raw(prefix + compiled.sql, [...compiled.parameters]),
  );
  return result.rows.map((row) => String(dialect === 'postgres' ? row['QUERY PLAN'] : row.detail)).join('\n');
}
