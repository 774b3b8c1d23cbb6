// All SQL of the email outbox (docs/decisions/052-email-outbox.md).
import type { Language } from '@boibazar/shared/identity';
import type { OutboxEmail } from '@boibazar/shared/mail';
import type { Db } from '../../db/database.ts';
import type { EmailOutboxTable, EmailStatus } from '../../db/schema.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { newestFirst, type Cursor, type Page } from '../../lib/pagination.ts';

export type EmailRow = EmailOutboxTable;

export interface NewEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  key?: string;
  /** The language it is written in (its recipient's); English when not said. */
  language?: Language;
}

const newRow = (email: NewEmail, now: string): EmailRow => ({
  id: newId(),
  dedupe_key: email.key ?? null,
  to_address: email.to,
  subject: email.subject,
  text_body: email.text,
  html_body: email.html ?? null,
  status: 'queued',
  attempts: 0,
  last_error: null,
  message_id: null,
  created_at: now,
  updated_at: now,
  sent_at: null,
  language: email.language ?? 'en',
});

/**
 * Inserts these emails in one statement, each unless one with its dedupe key exists; answers the ids of
 * those written (decision 503).
 */
export async function insertEmails(db: Db, emails: NewEmail[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const now = nowIso();
  const inserted = await db
    .insertInto('email_outbox')
    .values(emails.map((email) => newRow(email, now)))
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('id')
    .execute();
  return inserted.map((row) => row.id);
}

/** Inserts the email unless one with the same dedupe key exists; either way returns its id. */
export async function insertEmail(db: Db, email: NewEmail): Promise<{ id: string; created: boolean }> {
  const inserted = await db
    .insertInto('email_outbox')
    .values(newRow(email, nowIso()))
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, created: true };
  const existing = await db
    .selectFrom('email_outbox')
    .select('id')
    .where('dedupe_key', '=', email.key!)
    .executeTakeFirstOrThrow();
  return { id: existing.id, created: false };
}

export async function findEmail(db: Db, id: string): Promise<EmailRow | undefined> {
  return db.selectFrom('email_outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * queued → sending, counting the attempt: committed BEFORE the SMTP call, so an email found 'sending'
 * (a crash mid-call, a second runner) is never sent again. Undefined when it is not queued.
 */
export async function claimForSending(db: Db, id: string): Promise<EmailRow | undefined> {
  return db
    .updateTable('email_outbox')
    .set((eb) => ({ status: 'sending', attempts: eb('attempts', '+', 1), updated_at: nowIso() }))
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .returningAll()
    .executeTakeFirst();
}

export async function settleEmail(
  db: Db,
  id: string,
  outcome:
    | { status: 'sent'; messageId: string | null }
    | { status: Exclude<EmailStatus, 'sent' | 'sending'>; error: string },
): Promise<void> {
  const now = nowIso();
  await db
    .updateTable('email_outbox')
    .set(
      outcome.status === 'sent'
        ? { status: 'sent', message_id: outcome.messageId, sent_at: now, last_error: null, updated_at: now }
        : { status: outcome.status, last_error: outcome.error.slice(0, 2000), updated_at: now },
    )
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .execute();
}

export const outboxCursor = (email: OutboxEmail): Cursor => ({ key: email.createdAt, id: email._id });

/** The outbox newest first, optionally one status; fetches limit + 1 rows. */
export async function listOutbox(db: Db, page: Page, status?: EmailStatus): Promise<OutboxEmail[]> {
  let query = db.selectFrom('email_outbox').selectAll();
  if (status) query = query.where('status', '=', status);
  const rows = await newestFirst(query, { key: 'created_at', id: 'id' }, page).execute();
  return rows.map((row) => ({
    _id: row.id,
    to: row.to_address,
    subject: row.subject,
    language: row.language === 'bn' ? 'bn' : 'en',
    text: row.text_body,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  }));
}

/** Emails not yet handed over, by status (metrics; the outbox's partial backlog index). */
export async function countEmailBacklog(db: Db): Promise<Array<{ status: EmailStatus; n: number }>> {
  const rows = await db
    .selectFrom('email_outbox')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', 'in', ['queued', 'sending'])
    .groupBy('status')
    .execute();
  return rows.map((row) => ({ status: row.status, n: Number(row.n) }));
}
