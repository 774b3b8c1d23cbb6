// All SQL of the audit trail (decision 282). Inserts and reads only: the table refuses the rest.
import type { AuditFilters } from '@boibazar/shared/audit';
import type { Db } from '../../db/database.ts';
import type { AuditLogTable } from '../../db/schema.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { newestFirst, type Cursor, type Page } from '../../lib/pagination.ts';

export type AuditRow = AuditLogTable;
export type NewAuditEntry = Omit<AuditLogTable, 'id' | 'at'>;

export async function insertAuditEntry(db: Db, entry: NewAuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({ id: newId(), at: nowIso(), ...entry })
    .execute();
}

export async function listAuditEntries(db: Db, filters: AuditFilters, page: Page): Promise<AuditRow[]> {
  let query = db.selectFrom('audit_log').selectAll();
  if (filters.kind) query = query.where('kind', '=', filters.kind);
  if (filters.action) query = query.where('action', '=', filters.action);
  if (filters.actor) query = query.where('actor_email', '=', filters.actor);
  if (filters.from) query = query.where('at', '>=', `${filters.from}T00:00:00.000Z`);
  if (filters.to) query = query.where('at', '<=', `${filters.to}T23:59:59.999Z`);
  return newestFirst(query, { key: 'at', id: 'id' }, page).execute();
}

/** Every action the trail has seen, for the admin's filter. */
export async function listAuditActions(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('audit_log').select('action').distinct().orderBy('action').execute();
  return rows.map((row) => row.action);
}

export const auditCursor = (row: AuditRow): Cursor => ({ key: row.at, id: row.id });
