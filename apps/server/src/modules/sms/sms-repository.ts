// All SQL of the SMS outbox and of the offline SMS sandbox's inbox (docs/decisions/211-sms-providers.md).
import type { SandboxSms } from '@boibazar/shared/phone';
import type { Db } from '../../db/database.ts';
import type { SmsOutboxTable, SmsStatus } from '../../db/schema.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { newestFirst, type Cursor, type Page } from '../../lib/pagination.ts';

export type SmsRow = SmsOutboxTable;

export interface NewSms {
  /** 01XXXXXXXXX. */
  to: string;
  text: string;
  /** The language it is written in (its reader's). */
  language: 'en' | 'bn';
}

export async function insertSms(db: Db, sms: NewSms): Promise<string> {
  const now = nowIso();
  const id = newId();
  await db
    .insertInto('sms_outbox')
    .values({
      id,
      to_number: sms.to,
      text_body: sms.text,
      language: sms.language,
      status: 'queued',
      attempts: 0,
      provider: null,
      provider_ref: null,
      last_error: null,
      created_at: now,
      updated_at: now,
      sent_at: null,
    })
    .execute();
  return id;
}

export function findSms(db: Db, id: string): Promise<SmsRow | undefined> {
  return db.selectFrom('sms_outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

/** queued → sending, counting the attempt, committed before the provider is called (at most once). */
export function claimSms(db: Db, id: string): Promise<SmsRow | undefined> {
  return db
    .updateTable('sms_outbox')
    .set((eb) => ({ status: 'sending', attempts: eb('attempts', '+', 1), updated_at: nowIso() }))
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .returningAll()
    .executeTakeFirst();
}

/** Records the outcome of a sending attempt; a final one (sent or failed) empties the text. */
export async function settleSms(
  db: Db,
  id: string,
  outcome:
    | { status: 'sent'; provider: string; providerRef: string | null }
    | { status: Exclude<SmsStatus, 'sent' | 'sending'>; provider: string; error: string },
): Promise<void> {
  const now = nowIso();
  await db
    .updateTable('sms_outbox')
    .set(
      outcome.status === 'sent'
        ? {
            status: 'sent',
            provider: outcome.provider,
            provider_ref: outcome.providerRef,
            sent_at: now,
            last_error: null,
            text_body: null,
            updated_at: now,
          }
        : {
            status: outcome.status,
            provider: outcome.provider,
            last_error: outcome.error.slice(0, 2000),
            updated_at: now,
            ...(outcome.status === 'failed' ? { text_body: null } : {}),
          },
    )
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .execute();
}

export async function insertSandboxMessage(db: Db, sms: NewSms): Promise<string> {
  const id = newId();
  await db
    .insertInto('sms_sandbox_messages')
    .values({ id, to_number: sms.to, text_body: sms.text, language: sms.language, created_at: nowIso() })
    .execute();
  return id;
}

export const sandboxCursor = (sms: SandboxSms): Cursor => ({ key: sms.createdAt, id: sms._id });

/** The sandbox's inbox newest first; fetches limit + 1 rows. */
export async function listSandboxMessages(db: Db, page: Page, to?: string): Promise<SandboxSms[]> {
  let query = db.selectFrom('sms_sandbox_messages').selectAll();
  if (to) query = query.where('to_number', '=', to);
  const rows = await newestFirst(query, { key: 'created_at', id: 'id' }, page).execute();
  return rows.map((row) => ({
    _id: row.id,
    to: row.to_number,
    text: row.text_body,
    language: row.language === 'bn' ? 'bn' : 'en',
    createdAt: row.created_at,
  }));
}

/** Texts not yet handed over, by status (metrics; the outbox's partial backlog index). */
export async function countSmsBacklog(db: Db): Promise<Array<{ status: SmsStatus; n: number }>> {
  const rows = await db
    .selectFrom('sms_outbox')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', 'in', ['queued', 'sending'])
    .groupBy('status')
    .execute();
  return rows.map((row) => ({ status: row.status, n: Number(row.n) }));
}
