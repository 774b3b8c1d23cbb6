import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, createUser, runLater, type TestContext } from '../../../test/test-app.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../../../test/smtp-test-server.ts';
import { inTransaction, publish } from '../../events/index.ts';
import { findEmail } from './mail-repository.ts';
import { enqueueEmail, enqueueEmails } from './index.ts';

const closers: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!.close();
});

async function withSmtp(): Promise<{ ctx: TestContext; smtp: SmtpTestServer }> {
  const smtp = await startSmtpTestServer();
  closers.push(smtp);
  const ctx = await createTestApp({ SMTP_URL: smtp.url, JOBS_POLL_INTERVAL: '0', JOBS_RETRY_BASE: '1s' });
  closers.push(ctx);
  return { ctx, smtp };
}

const email = (n = 1) => ({
  to: `reader${n}@example.test`,
  subject: `Your book is on its way ${n}`,
  text: `Hello reader ${n}, the seller handed it to the courier.`,
});

describe('email outbox and delivery', () => {
  it('when an email is written with its cause, then it is delivered over SMTP once', async () => {
    const { ctx, smtp } = await withSmtp();
    const { id } = await inTransaction(ctx.db, (trx) => enqueueEmail(trx, email()));
    expect((await findEmail(ctx.db, id))?.status).toBe('queued');
    expect(smtp.received).toHaveLength(0);

    await ctx.app.jobs.runDue();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].to).toEqual(['reader1@example.test']);
    expect(smtp.received[0].from).toBe('no-reply@boibazar.local');
    expect(smtp.received[0].raw).toContain('Subject: Your book is on its way 1');
    expect(smtp.received[0].raw).toContain('Hello reader 1, the seller handed it to the courier.');
    const row = await findEmail(ctx.db, id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(row?.message_id).toBeTruthy();

    await runLater(ctx, 86_400_000);
    expect(smtp.received).toHaveLength(1);
  });

  it('when the transaction that wrote an email fails, then no email is left and none is sent', async () => {
    const { ctx, smtp } = await withSmtp();
    await expect(
      inTransaction(ctx.db, async (trx) => {
        await enqueueEmail(trx, email(2));
        throw new Error('the payment did not go through');
      }),
    ).rejects.toThrow('the payment did not go through');
    expect(await ctx.db.selectFrom('email_outbox').selectAll().execute()).toEqual([]);
    expect(await ctx.db.selectFrom('jobs').selectAll().execute()).toEqual([]);
    await ctx.app.jobs.runDue();
    expect(smtp.received).toHaveLength(0);
  });

  it('when a subscriber writes an email for an event, then the email commits or rolls back with the cause', async () => {
    const { ctx, smtp } = await withSmtp();
    ctx.app.events.subscribe('test.book-shipped', async (event, { db }) => {
      await enqueueEmail(db, { to: String(event.buyerEmail), subject: 'Shipped', text: 'It is on its way.' });
    });
    await expect(
      inTransaction(ctx.db, async (trx) => {
        await publish(trx, { type: 'test.book-shipped', buyerEmail: 'a@example.test' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await inTransaction(ctx.db, (trx) =>
      publish(trx, { type: 'test.book-shipped', buyerEmail: 'b@example.test' }),
    );
    await ctx.app.jobs.runDue();
    expect(smtp.received.map((m) => m.to)).toEqual([['b@example.test']]);
  });

  it('when the SMTP server refuses for now, then delivery is retried with backoff and arrives once', async () => {
    const { ctx, smtp } = await withSmtp();
    smtp.refuseNext(2, 451);
    const { id } = await enqueueEmail(ctx.db, email(3));

    await ctx.app.jobs.runDue();
    expect(smtp.received).toHaveLength(0);
    let row = await findEmail(ctx.db, id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row?.last_error).toMatch(/451|Refused/);
    const job = await ctx.db
      .selectFrom('jobs')
      .selectAll()
      .where('dedupe_key', '=', id)
      .executeTakeFirstOrThrow();
    expect(Date.parse(job.run_at)).toBeGreaterThan(Date.now() + 500); // backing off, not immediately again

    await runLater(ctx, 1_500);
    expect(smtp.received).toHaveLength(0);
    await runLater(ctx, 8_500);
    expect(smtp.received).toHaveLength(1);
    row = await findEmail(ctx.db, id);
    expect(row).toMatchObject({ status: 'sent', attempts: 3 });
    await runLater(ctx, 86_390_000);
    expect(smtp.received).toHaveLength(1);
  });

  it('when the SMTP server cannot be reached, then the email waits and goes out once it is back', async () => {
    const smtp = await startSmtpTestServer();
    closers.push(smtp);
    const port = new URL(smtp.url).port;
    await smtp.close(); // down for now
    const ctx = await createTestApp({ SMTP_URL: smtp.url, JOBS_POLL_INTERVAL: '0', JOBS_RETRY_BASE: '1s' });
    closers.push(ctx);
    const { id } = await enqueueEmail(ctx.db, email(9));
    await ctx.app.jobs.runDue();
    expect(await findEmail(ctx.db, id)).toMatchObject({ status: 'queued', attempts: 1 });
    expect((await findEmail(ctx.db, id))?.last_error).toMatch(/ECONNREFUSED|connect/i);

    const back = await startSmtpTestServer({ port: Number(port) });
    closers.push(back);
    await runLater(ctx, 10_000);
    expect(back.received).toHaveLength(1);
    expect(await findEmail(ctx.db, id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('when the SMTP server refuses for good, then the email is failed and not retried', async () => {
    const { ctx, smtp } = await withSmtp();
    smtp.refuseNext(1, 550);
    const { id } = await enqueueEmail(ctx.db, email(4));
    await ctx.app.jobs.runDue();
    await runLater(ctx, 86_400_000);
    expect(smtp.received).toHaveLength(0);
    expect(await findEmail(ctx.db, id)).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('when an email was being sent as the server crashed, then it is not sent again', async () => {
    const { ctx, smtp } = await withSmtp();
    const { id } = await enqueueEmail(ctx.db, email(5));
    // The crashed instance had marked it 'sending' (and maybe handed it to the SMTP server).
    await ctx.db
      .updateTable('email_outbox')
      .set({ status: 'sending', attempts: 1 })
      .where('id', '=', id)
      .execute();
    await ctx.app.jobs.runDue();
    expect(smtp.received).toHaveLength(0);
    expect((await findEmail(ctx.db, id))?.status).toBe('sending');
  });

  it('when the same notification asks for its email twice, then one email is written', async () => {
    const { ctx, smtp } = await withSmtp();
    const first = await enqueueEmail(ctx.db, { ...email(6), key: 'notification:abc' });
    const second = await enqueueEmail(ctx.db, { ...email(6), key: 'notification:abc' });
    expect(second).toEqual({ id: first.id, created: false });
    await ctx.app.jobs.runDue();
    expect(smtp.received).toHaveLength(1);
  });

  it('when several emails are written together, then each is written once with its job and delivered once; one whose key exists is not written again', async () => {
    const { ctx, smtp } = await withSmtp();
    await enqueueEmail(ctx.db, { ...email(9), key: 'notification:nine' });
    await inTransaction(ctx.db, (trx) =>
      enqueueEmails(trx, [
        { ...email(9), key: 'notification:nine' },
        { ...email(10), key: 'notification:ten' },
        { ...email(11), language: 'bn' },
      ]),
    );
    const rows = await ctx.db
      .selectFrom('email_outbox')
      .select(['id', 'to_address', 'language'])
      .orderBy('to_address')
      .execute();
    expect(rows.map((row) => [row.to_address, row.language])).toEqual([
      ['reader10@example.test', 'en'],
      ['reader11@example.test', 'bn'],
      ['reader9@example.test', 'en'],
    ]);
    const jobKeys = await ctx.db
      .selectFrom('jobs')
      .select('dedupe_key')
      .where('kind', '=', 'mail.deliver')
      .execute();
    expect(jobKeys.map((job) => job.dedupe_key).sort()).toEqual(rows.map((row) => row.id).sort());

    await ctx.app.jobs.runDue();
    expect(smtp.received.flatMap((message) => message.to).sort()).toEqual([
      'reader10@example.test',
      'reader11@example.test',
      'reader9@example.test',
    ]);
  });
});

describe('the Outbox without SMTP', () => {
  it('when SMTP_URL is unset, then mail stays queued and the admin reads it at /api/admin/outbox', async () => {
    const ctx = await createTestApp({ JOBS_POLL_INTERVAL: '0' });
    closers.push(ctx);
    const { id } = await enqueueEmail(ctx.db, email(7));
    // A later millisecond: the outbox is newest first, and two in one millisecond tie on a random id (a
    // flake CI met: 7 listed before 8).
    await new Promise((resolve) => setTimeout(resolve, 5));
    await enqueueEmail(ctx.db, email(8));
    await runLater(ctx, 86_400_000);
    expect((await findEmail(ctx.db, id))?.status).toBe('queued');

    const admin = await createUser(ctx, { role: 'Admin' });
    const page = await ctx.app.inject({ url: '/api/admin/outbox?limit=1', headers: admin.auth });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual([
      expect.objectContaining({
        to: 'reader8@example.test',
        subject: 'Your book is on its way 8',
        text: expect.stringContaining('Hello reader 8'),
        status: 'queued',
        attempts: 0,
        sentAt: null,
        language: 'en',
      }),
    ]);
    const next = page.headers['x-next-cursor'];
    expect(next).toBeTruthy();
    const rest = await ctx.app.inject({
      url: `/api/admin/outbox?limit=1&cursor=${next}`,
      headers: admin.auth,
    });
    expect(rest.json().map((e: { _id: string }) => e._id)).toEqual([id]);

    const sent = await ctx.app.inject({ url: '/api/admin/outbox?status=sent', headers: admin.auth });
    expect(sent.json()).toEqual([]);

    const buyer = await createUser(ctx);
    expect((await ctx.app.inject({ url: '/api/admin/outbox', headers: buyer.auth })).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/admin/outbox' })).statusCode).toBe(401);
  });
});
