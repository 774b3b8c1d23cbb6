// A database handle that records the statements run through it, compiled: what the search tests inspect
// (which statements ran, their plans, their parameters).
import type { CompiledQuery, KyselyPlugin, QueryId } from 'kysely';
import type { Db } from '../src/db/database.ts';

/**
 * `db` with a recorder: `built` holds every query built through it in order, a statement's subqueries too
 * (each is transformed as it is built); `ran` holds only the statements executed, as their SQL texts.
 */
export function recordingStatements(db: Db) {
  const built: CompiledQuery[] = [];
  const ran: string[] = [];
  const byId = new Map<QueryId, CompiledQuery>();
  const recorder: KyselyPlugin = {
    transformQuery: (args) => {
      const compiled = db.getExecutor().compileQuery(args.node, args.queryId);
      built.push(compiled);
      byId.set(args.queryId, compiled);
      return args.node;
    },
    transformResult: async (args) => {
      ran.push(byId.get(args.queryId)!.sql);
      return args.result;
    },
  };
  return { db: db.withPlugin(recorder), built, ran };
}
