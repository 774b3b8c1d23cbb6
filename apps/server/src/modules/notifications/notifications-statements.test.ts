// Decision 503: what a booking's notification costs the database. Outbox rows delivered together (decision
// 498) write their emails in two statements whatever their number, each in its reader's language, read
// with the people (decision 514).
import { afterEach, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUser,
  startAnotherInstance,
  type TestContext,
  type TestUser,
} from '../../../test/test-app.ts';
import { scheduleJob } from '../../jobs/index.ts';
import { newId } from '../../lib/ids.ts';
import { DELIVER_NOTIFICATION_JOB } from './deliver-notification.ts';

const closers: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!.close();
});

describe('Notifications delivered together', () => {
  it('when three bookings’ notifications are delivered at once, then seven statements on tables write them (the emails in one, their jobs in one), each email in its reader’s language', async () => {
    const ctx: TestContext = await createTestApp({ JOBS_POLL_INTERVAL: '0' });
    closers.push(ctx);
    const instance = await startAnotherInstance(ctx, { JOBS_POLL_INTERVAL: '0' });
    closers.push(instance);
    const buyer = await createUser(ctx, { name: 'Rina Buyer' });
    const sellers: TestUser[] = [];
    for (let i = 0; i < 3; i++) sellers.push(await createUser(ctx, { role: 'Seller', verified: true }));
    const language = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me/language',
      headers: sellers[1]!.auth,
      payload: { language: 'bn' },
    });
    expect(language.statusCode).toBe(200);
    const names = ['Gitanjali', 'Debi', 'Chokher Bali'];
    const jobs = await Promise.all(
      sellers.map(
        async (seller, i) =>
          (
            await scheduleJob(ctx.db, {
              kind: DELIVER_NOTIFICATION_JOB,
              payload: {
                type: 'order.booked',
                params: {
                  orderId: newId(),
                  buyerId: buyer.user._id,
                  buyerName: 'Rina Buyer',
                  sellerId: seller.user._id,
                  bookId: newId(),
                  bookName: names[i],
                  price: 100,
                },
              },
            })
          ).id,
      ),
    );

    const statements: string[] = [];
    const stopCounting = instance.handle.observeQueries((_ms, _failed, statement) => {
      const { operation, table } = statement();
      statements.push(table ? `${operation} ${table}` : operation);
    });
    expect(await Promise.all(jobs.map((id) => instance.app.jobs.runNow(id)))).toEqual([true, true, true]);
    stopCounting();
    // The claim, the completion, the people (their languages with them), the notifications, the
    // preferences, the emails, their jobs; besides them only BEGIN, COMMIT and (PostgreSQL) the live
    // pushes' pg_notify.
    expect(statements.filter((s) => s.includes(' '))).toEqual([
      'update jobs',
      'update jobs',
      'select users',
      'insert notifications',
      'select notification_preferences',
      'insert email_outbox',
      'insert jobs',
    ]);

    const emails = await ctx.db
      .selectFrom('email_outbox')
      .select(['id', 'to_address', 'subject', 'language'])
      .where(
        'to_address',
        'in',
        sellers.map((seller) => seller.user.email),
      )
      .execute();
    const emailTo = (seller: TestUser) => emails.find((email) => email.to_address === seller.user.email);
    expect(emailTo(sellers[0]!)).toMatchObject({ subject: 'New booking: Gitanjali', language: 'en' });
    expect(emailTo(sellers[1]!)).toMatchObject({ subject: 'নতুন বুকিং: Debi', language: 'bn' });
    expect(emailTo(sellers[2]!)).toMatchObject({ subject: 'New booking: Chokher Bali', language: 'en' });
    const deliveries = await ctx.db
      .selectFrom('jobs')
      .select(['dedupe_key', 'payload', 'status'])
      .where('kind', '=', 'mail.deliver')
      .execute();
    expect(deliveries.map((job) => job.dedupe_key).sort()).toEqual(emails.map((email) => email.id).sort());
    for (const job of deliveries) {
      expect(job.status).toBe('pending');
      expect(JSON.parse(job.payload)).toEqual({ emailId: job.dedupe_key });
    }
  });
});
