// Writes an email to the outbox in the caller's transaction, with the job that delivers it: a cause that
// rolls back leaves no email, and a committed one is delivered even across a restart.
import type { Db } from '../../db/database.ts';
import { scheduleJob } from '../../jobs/index.ts';
import { insertEmail, type NewEmail } from './mail-repository.ts';

export const DELIVER_EMAIL = 'mail.deliver';

export type OutgoingEmail = NewEmail;

export async function enqueueEmail(db: Db, email: OutgoingEmail): Promise<{ id: string; created: boolean }> {
  if (!email.to.includes('@')) throw new Error(`enqueueEmail: "${email.to}" is not an email address`);
  const result = await insertEmail(db, email);
  if (result.created) {
    await scheduleJob(db, { kind: DELIVER_EMAIL, key: result.id, payload: { emailId: result.id } });
  }
  return result;
}
