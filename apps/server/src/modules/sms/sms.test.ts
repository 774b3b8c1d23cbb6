// The SMS outbox's delivery and the BulkSMSBD client, against a local server that answers with the shapes
// BulkSMSBD documents (https://bulksmsbd.com/bulksms-api-bangladesh.php).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, runLater, type TestContext } from '../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { inTransaction } from '../../events/index.ts';
import { createBulkSmsBd } from './bulksmsbd.ts';
import { enqueueSms } from './index.ts';
import { findSms } from './sms-repository.ts';
import { SmsSendError } from './sms-provider.ts';

// Recorded answers of BulkSMSBD's api/smsapi (JSON; 202 is "SMS Submitted Successfully").
const SUBMITTED = {
  response_code: 202,
  message_id: 13145326,
  success_message: 'SMS Submitted Successfully',
  error_message: '',
};
const BALANCE_INSUFFICIENT = {
  response_code: 1007,
  success_message: '',
  error_message: 'Balance Insufficient',
};
const INTERNAL_ERROR = { response_code: 1005, success_message: '', error_message: 'Internal Error' };

interface Received {
  method: string;
  url: string;
  contentType: string;
  form: URLSearchParams;
}

async function startFakeBulkSmsBd(answers: Array<object | 'hang'>) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        contentType: req.headers['content-type'] ?? '',
        form: new URLSearchParams(body),
      });
      const answer = answers.shift() ?? SUBMITTED;
      if (answer === 'hang') return; // never answers: the client's timeout decides
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/smsapi`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const closers: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!.close();
});

async function appWithBulkSmsBd(
  answers: Array<object | 'hang'>,
): Promise<{ ctx: TestContext; fake: Awaited<ReturnType<typeof startFakeBulkSmsBd>> }> {
  const fake = await startFakeBulkSmsBd(answers);
  closers.push(fake);
  const ctx = await createTestApp({
    SMS_PROVIDER: 'bulksmsbd',
    BULKSMSBD_URL: fake.url,
    BULKSMSBD_API_KEY: 'test-key',
    BULKSMSBD_SENDER_ID: '8809617000000',
    SMS_TIMEOUT: '300ms',
    JOBS_POLL_INTERVAL: '0',
    JOBS_RETRY_BASE: '1s',
  });
  closers.push(ctx);
  return { ctx, fake };
}

describe('BulkSMSBD', () => {
  it('when an SMS is delivered, then it is POSTed as the documented form and the 202 answer marks it sent', async () => {
    const { ctx, fake } = await appWithBulkSmsBd([SUBMITTED]);
    const id = await inTransaction(ctx.db, (trx) =>
      enqueueSms(trx, { to: '01711000000', text: 'বইবাজার কোড: 123456', language: 'bn' }),
    );
    await ctx.app.jobs.runDue();
    expect(fake.received).toHaveLength(1);
    const [call] = fake.received;
    expect(call.method).toBe('POST');
    expect(call.url).toBe('/api/smsapi');
    expect(call.contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(call.form)).toEqual({
      api_key: 'test-key',
      type: 'text',
      number: '8801711000000',
      senderid: '8809617000000',
      message: 'বইবাজার কোড: 123456',
    });
    expect(await findSms(ctx.db, id)).toMatchObject({
      status: 'sent',
      provider: 'bulksmsbd',
      provider_ref: '13145326',
      text_body: null,
      attempts: 1,
    });
    // Nothing is sent twice.
    await runLater(ctx, 86_400_000);
    expect(fake.received).toHaveLength(1);
  });

  it('when BulkSMSBD refuses (1007 balance insufficient), then the SMS fails once with the reason and is not retried', async () => {
    const { ctx, fake } = await appWithBulkSmsBd([BALANCE_INSUFFICIENT]);
    const id = await inTransaction(ctx.db, (trx) =>
      enqueueSms(trx, { to: '01811000000', text: 'code', language: 'en' }),
    );
    await ctx.app.jobs.runDue();
    await runLater(ctx, 3_600_000);
    expect(fake.received).toHaveLength(1);
    expect(await findSms(ctx.db, id)).toMatchObject({
      status: 'failed',
      last_error: 'BulkSMSBD refused the SMS: 1007 Balance Insufficient',
      text_body: null,
    });
  });

  it('when BulkSMSBD answers 1005 internal error, then the SMS is retried and delivered once', async () => {
    const { ctx, fake } = await appWithBulkSmsBd([INTERNAL_ERROR, SUBMITTED]);
    const id = await inTransaction(ctx.db, (trx) =>
      enqueueSms(trx, { to: '01911000000', text: 'code', language: 'en' }),
    );
    await ctx.app.jobs.runDue();
    expect(await findSms(ctx.db, id)).toMatchObject({ status: 'queued', attempts: 1 });
    await runLater(ctx, 60_000);
    expect(fake.received).toHaveLength(2);
    expect(await findSms(ctx.db, id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('when BulkSMSBD does not answer in time, then the SMS is not sent again (at most once)', async () => {
    const { ctx, fake } = await appWithBulkSmsBd(['hang']);
    const id = await inTransaction(ctx.db, (trx) =>
      enqueueSms(trx, { to: '01611000000', text: 'code', language: 'en' }),
    );
    await ctx.app.jobs.runDue();
    await runLater(ctx, 3_600_000);
    expect(fake.received).toHaveLength(1);
    const row = await findSms(ctx.db, id);
    expect(row?.status).toBe('failed');
    expect(row?.last_error).toMatch(/^delivery uncertain, not retried/);
  });

  it('when BulkSMSBD cannot be reached, then the client says it may be tried again', async () => {
    const closed = await startFakeBulkSmsBd([]);
    await closed.close();
    const client = createBulkSmsBd({ url: closed.url, apiKey: 'k', senderId: 's', timeoutMs: 1000 });
    const failure = await client
      .send({} as never, { to: '01711000000', text: 'x', language: 'en' })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(SmsSendError);
    expect((failure as SmsSendError).kind).toBe('retry');
  });

  it('when the transaction that wrote an SMS fails, then no SMS and no job is left', async () => {
    const { ctx, fake } = await appWithBulkSmsBd([]);
    await expect(
      inTransaction(ctx.db, async (trx) => {
        await enqueueSms(trx, { to: '01711000000', text: 'code', language: 'en' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await ctx.app.jobs.runDue();
    expect(fake.received).toHaveLength(0);
    expect(await ctx.db.selectFrom('sms_outbox').selectAll().execute()).toEqual([]);
  });
});

describe('SMS settings', () => {
  const base = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://boibazar.example',
    JWT_SECRET: 'x'.repeat(32),
    PAYMENTS: 'stripe',
    STRIPE_SECRET_KEY: 'sk',
    STRIPE_PUBLISHABLE_KEY: 'pk',
    STRIPE_WEBHOOK_SECRET: 'wh',
  };

  it('when production asks for the SMS sandbox, then start-up is refused', () => {
    expect(() => loadConfig({ ...base, SMS_PROVIDER: 'sandbox' })).toThrow(
      'SMS_PROVIDER: SMS_PROVIDER=sandbox is refused in production; use bulksmsbd',
    );
  });

  it('when BulkSMSBD is chosen without its credentials, then start-up names the missing ones', () => {
    expect(() => loadConfig({ ...base, SMS_PROVIDER: 'bulksmsbd' })).toThrow(
      /BULKSMSBD_API_KEY: BULKSMSBD_API_KEY is required when SMS_PROVIDER=bulksmsbd; BULKSMSBD_SENDER_ID/,
    );
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio' })).toThrow('SMS_PROVIDER must be sandbox or bulksmsbd');
    expect(() => loadConfig({ OTP_TTL: '5' })).toThrow(/OTP_TTL/);
    expect(() => loadConfig({ OTP_SENDS_PER_IP: '0' })).toThrow(/OTP_SENDS_PER_IP must be at least 1/);
  });

  it('when nothing is said, then the sandbox is used outside production and none in production', () => {
    expect(loadConfig({}).sms).toEqual({ kind: 'sandbox' });
    expect(loadConfig(base).sms).toBeNull();
    expect(
      loadConfig({ ...base, SMS_PROVIDER: 'bulksmsbd', BULKSMSBD_API_KEY: 'k', BULKSMSBD_SENDER_ID: 's' })
        .sms,
    ).toEqual({
      kind: 'bulksmsbd',
      url: 'https://bulksmsbd.net/api/smsapi',
      apiKey: 'k',
      senderId: 's',
      timeoutMs: 15_000,
    });
    expect(loadConfig({}).OTP_TTL).toBe(300_000);
    expect(loadConfig({}).OTP_SENDS_PER_IP).toBe(10);
  });

  it('when production has no SMS provider, then asking for a code answers SMS_UNAVAILABLE', async () => {
    const ctx = await createTestApp({
      ...base,
      DEMO_DATA: '0',
    });
    closers.push(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/phone/send-code',
      payload: { phone: '01711000000', purpose: 'sign-in' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('SMS_UNAVAILABLE');
  });
});
