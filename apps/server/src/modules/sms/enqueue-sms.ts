// Writes an SMS to the outbox in the caller's transaction, with the job that delivers it: a cause that
// rolls back leaves no SMS, and a committed one goes out after the commit (decision 211).
import type { Db } from '../../db/database.ts';
import { scheduleJob } from '../../jobs/index.ts';
import { insertSms, type NewSms } from './sms-repository.ts';

export const DELIVER_SMS = 'sms.deliver';

export type OutgoingSms = NewSms;

export async function enqueueSms(db: Db, sms: OutgoingSms): Promise<string> {
  if (!/^01[3-9]\d{8}$/.test(sms.to)) throw new Error(`enqueueSms: "${sms.to}" is not a mobile number`);
  const id = await insertSms(db, sms);
  await scheduleJob(db, { kind: DELIVER_SMS, key: id, payload: { smsId: id } });
  return id;
}
