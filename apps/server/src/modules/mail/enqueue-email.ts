// Writes an email to the outbox in the caller's transaction, with the job that delivers it: a cause that
// rolls back leaves no email, and a committed one is delivered even across a restart.
import type { Db } from '../../db/database.ts';
import { scheduleJob, scheduleJobs } from '../../jobs/index.ts';
import { insertEmail, insertEmails, type NewEmail } from './mail-repository.ts';

export const DELIVER_EMAIL = 'mail.deliver';

export type OutgoingEmail = NewEmail;

function checkAddress(email: OutgoingEmail): void {
  if (!email.to.includes('@')) throw new Error(`enqueueEmail: "${email.to}" is not an email address`);
}

export async function enqueueEmail(db: Db, email: OutgoingEmail): Promise<{ id: string; created: boolean }> {
  checkAddress(email);
  const result = await insertEmail(db, email);
  if (result.created) {
    await scheduleJob(db, { kind: DELIVER_EMAIL, key: result.id, payload: { emailId: result.id } });
  }
  return result;
}

/**
 * Several emails, as enqueueEmail writes each, in two statements whatever their number: their rows, then
 * the jobs of those written (one with a dedupe key already in the outbox is not written again; decision 503).
 */
export async function enqueueEmails(db: Db, emails: OutgoingEmail[]): Promise<void> {
  emails.forEach(checkAddress);
  const ids = await insertEmails(db, emails);
  await scheduleJobs(
    db,
    ids.map((id) => ({ kind: DELIVER_EMAIL, key: id, payload: { emailId: id } })),
  );
}
