// The offline bKash sandbox (docs/decisions/150-bkash.md): a small HTTP server answering the calls and
// answer shapes of bKash's tokenized checkout (token grant and refresh, create, execute, status, refund,
// refund status; statusCode '0000' on success, bKash's error codes otherwise) and serving the wallet page;
// and B2C payouts to a wallet with their status query by our invoice number (decision 300).
// Our bKash adapter reaches it through BKASH_BASE_URL exactly as it would reach bKash. Never started in production.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PAYOUT_TEST_WALLETS, TEST_WALLETS, walletPage } from './wallet-page.ts';

/** The credentials the sandbox accepts (the embedded default uses them). */
export const SANDBOX_CREDENTIALS = {
  appKey: 'boibazar-sandbox-app-key',
  appSecret: 'boibazar-sandbox-app-secret',
  username: 'sandboxTokenizedUser01',
  password: 'sandboxTokenizedUser01@12345',
} as const;

export const API_PREFIX = '/v1.2.0-beta/tokenized/checkout';

type Status = 'Initiated' | 'Authorized' | 'Completed' | 'Cancelled' | 'Failed';

interface SandboxPayment {
  paymentID: string;
  amount: string;
  currency: string;
  intent: string;
  mode: string;
  payerReference: string;
  merchantInvoiceNumber: string;
  callbackURL: string;
  status: Status;
  failure: { code: string; message: string } | null;
  customerMsisdn: string | null;
  trxID: string | null;
  createTime: string;
  executeTime: string | null;
  executeCalls: number;
  refunds: { sku: string; amount: number; refundTrxID: string; completedTime: string }[];
}

interface SandboxPayout {
  merchantInvoiceNumber: string;
  receiverMSISDN: string;
  amount: string;
  trxID: string;
  completedTime: string;
  /** How many b2cPayment calls named this invoice (bKash refuses the second). */
  calls: number;
}

/** How long the sandbox holds the answer of a payout to the timeout wallet (longer than any BKASH_TIMEOUT we use). */
const HELD_ANSWER_MS = 120_000;

export interface BkashSandboxOptions {
  host?: string;
  port?: number;
  /** How long a granted token lives, in seconds (bKash: 3600). */
  tokenLifetime?: number;
  /**
   * Test hook: sees each API answer before it is sent and may change or delay it (a timeout, a tampered
   * amount). Not used outside tests.
   */
  onAnswer?: (call: string, body: Record<string, unknown>, answer: object) => Promise<object> | object;
}

export interface BkashSandbox {
  /** The base URL to give BKASH_BASE_URL. */
  baseUrl: string;
  origin: string;
  /** How many times each call was made (grant, refresh, create, execute, status, refund, payout, payoutStatus). */
  calls: Record<string, number>;
  payment(paymentID: string): Readonly<SandboxPayment> | undefined;
  /** The B2C payout of this merchant invoice number, as the sandbox recorded it. */
  payout(merchantInvoiceNumber: string): Readonly<SandboxPayout> | undefined;
  close(): Promise<void>;
}

const bkashTime = (date = new Date()) => date.toISOString();
const minor = (amount: string) => Math.round(Number(amount) * 100);
const money = (poisha: number) => (poisha / 100).toFixed(2);
const fail = (statusCode: string, statusMessage: string) => ({ statusCode, statusMessage });

const ERRORS = {
  appKey: fail('2001', 'Invalid App Key'),
  token: fail('2079', 'Invalid App Token'),
  credentials: fail('2079', 'Invalid username or password'),
  missing: fail('2065', 'Mandatory field missing'),
  amount: fail('2002', 'Invalid Amount'),
  payment: fail('2056', 'Invalid Payment State'),
  executed: fail('2117', 'Payment execution already been called before'),
  insufficient: fail('2023', 'Insufficient Balance'),
  refundAmount: fail('2071', 'Refund amount is greater than the amount left to refund'),
  trx: fail('2082', 'Invalid transaction ID'),
  // The sandbox's own answer to a refund status query for a payment never refunded (any non-0000 will do).
  noRefund: fail('2056', 'No refund found for this transaction'),
  receiver: fail('2013', 'Invalid receiver MSISDN'),
  receiverLimit: fail('2030', 'Receiver wallet limit exceeded'),
  duplicateInvoice: fail('2068', 'Duplicate merchant invoice number'),
  noPayout: fail('2056', 'No payout found for this merchant invoice number'),
};

/** bKash's B2C payout answer (the disbursement API's fields). */
const payoutAnswer = (p: SandboxPayout) => ({
  completedTime: p.completedTime,
  trxID: p.trxID,
  transactionStatus: 'Completed',
  amount: p.amount,
  currency: 'BDT',
  receiverMSISDN: p.receiverMSISDN,
  merchantInvoiceNumber: p.merchantInvoiceNumber,
  b2cFee: '0.00',
  statusCode: '0000',
  statusMessage: 'Successful',
});

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      data += chunk;
      if (data.length > 64 * 1024) req.destroy(new Error('body too large'));
    });
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

const str = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

export async function startBkashSandbox(options: BkashSandboxOptions = {}): Promise<BkashSandbox> {
  if (process.env.NODE_ENV === 'production') throw new Error('The bKash sandbox is refused in production');
  const tokenLifetime = options.tokenLifetime ?? 3600;
  const tokens = new Map<string, number>();
  const refreshTokens = new Set<string>();
  const payments = new Map<string, SandboxPayment>();
  const payouts = new Map<string, SandboxPayout>();
  const calls: Record<string, number> = {};
  let origin = '';

  const grant = () => {
    const idToken = `sbx.${randomBytes(24).toString('base64url')}`;
    const refreshToken = `sbxr.${randomBytes(24).toString('base64url')}`;
    tokens.set(idToken, Date.now() + tokenLifetime * 1000);
    refreshTokens.add(refreshToken);
    return {
      statusCode: '0000',
      statusMessage: 'Successful',
      id_token: idToken,
      token_type: 'Bearer',
      expires_in: tokenLifetime,
      refresh_token: refreshToken,
    };
  };

  const executeAnswer = (p: SandboxPayment) => ({
    paymentID: p.paymentID,
    customerMsisdn: p.customerMsisdn,
    payerReference: p.payerReference,
    paymentExecuteTime: p.executeTime,
    trxID: p.trxID,
    transactionStatus: p.status,
    amount: p.amount,
    currency: p.currency,
    intent: p.intent,
    merchantInvoiceNumber: p.merchantInvoiceNumber,
    statusCode: '0000',
    statusMessage: 'Successful',
  });

  function api(call: string, req: http.IncomingMessage, body: Record<string, unknown>): object {
    const appKey = req.headers['x-app-key'];
    if (call === 'grant' || call === 'refresh') {
      if (
        req.headers.username !== SANDBOX_CREDENTIALS.username ||
        req.headers.password !== SANDBOX_CREDENTIALS.password
      )
        return ERRORS.credentials;
      if (body.app_key !== SANDBOX_CREDENTIALS.appKey || body.app_secret !== SANDBOX_CREDENTIALS.appSecret)
        return ERRORS.appKey;
      if (call === 'refresh') {
        const token = str(body.refresh_token);
        if (!refreshTokens.has(token)) return ERRORS.token;
        refreshTokens.delete(token);
      }
      return grant();
    }
    if (appKey !== SANDBOX_CREDENTIALS.appKey) return ERRORS.appKey;
    const expires = tokens.get(str(req.headers.authorization));
    if (!expires || expires < Date.now()) return ERRORS.token;

    if (call === 'create') {
      const amount = str(body.amount);
      const required = [body.mode, body.payerReference, body.callbackURL, amount, body.currency, body.intent];
      if (required.some((v) => !str(v))) return ERRORS.missing;
      if (!/^\d+(\.\d{1,2})?$/.test(amount) || minor(amount) <= 0) return ERRORS.amount;
      const paymentID = `TR0011${randomBytes(10).toString('hex').toUpperCase()}`;
      const p: SandboxPayment = {
        paymentID,
        amount,
        currency: str(body.currency),
        intent: str(body.intent),
        mode: str(body.mode),
        payerReference: str(body.payerReference),
        merchantInvoiceNumber: str(body.merchantInvoiceNumber),
        callbackURL: str(body.callbackURL),
        status: 'Initiated',
        failure: null,
        customerMsisdn: null,
        trxID: null,
        createTime: bkashTime(),
        executeTime: null,
        executeCalls: 0,
        refunds: [],
      };
      payments.set(paymentID, p);
      return {
        paymentID,
        paymentCreateTime: p.createTime,
        transactionStatus: p.status,
        amount: p.amount,
        currency: p.currency,
        intent: p.intent,
        merchantInvoiceNumber: p.merchantInvoiceNumber,
        bkashURL: `${origin}/wallet/${paymentID}`,
        callbackURL: p.callbackURL,
        successCallbackURL: `${p.callbackURL}?paymentID=${paymentID}&status=success`,
        failureCallbackURL: `${p.callbackURL}?paymentID=${paymentID}&status=failure`,
        cancelledCallbackURL: `${p.callbackURL}?paymentID=${paymentID}&status=cancel`,
        statusCode: '0000',
        statusMessage: 'Successful',
      };
    }

    if (call === 'payout') {
      const invoice = str(body.merchantInvoiceNumber);
      const amount = str(body.amount);
      const receiver = str(body.receiverMSISDN);
      if (!invoice || !receiver || !amount || str(body.currency) !== 'BDT') return ERRORS.missing;
      if (!/^\d+(\.\d{1,2})?$/.test(amount) || minor(amount) <= 0) return ERRORS.amount;
      const earlier = payouts.get(invoice);
      if (earlier) {
        earlier.calls += 1;
        return ERRORS.duplicateInvoice;
      }
      if (!/^01[3-9]\d{8}$/.test(receiver) || receiver === PAYOUT_TEST_WALLETS.invalid)
        return ERRORS.receiver;
      if (receiver === PAYOUT_TEST_WALLETS.limitExceeded) return ERRORS.receiverLimit;
      const payout: SandboxPayout = {
        merchantInvoiceNumber: invoice,
        receiverMSISDN: receiver,
        amount: money(minor(amount)),
        trxID: `SBXP${randomBytes(5).toString('hex').toUpperCase()}`,
        completedTime: bkashTime(),
        calls: 1,
      };
      payouts.set(invoice, payout);
      return payoutAnswer(payout);
    }
    if (call === 'payoutStatus') {
      const payout = payouts.get(str(body.merchantInvoiceNumber));
      return payout ? payoutAnswer(payout) : ERRORS.noPayout;
    }

    const p = payments.get(str(body.paymentID));
    if (!p) return ERRORS.payment;
    if (call === 'execute') {
      p.executeCalls += 1;
      if (p.status === 'Completed') return p.executeCalls > 1 ? ERRORS.executed : executeAnswer(p);
      if (p.failure) return fail(p.failure.code, p.failure.message);
      if (p.status !== 'Authorized') return ERRORS.payment;
      p.status = 'Completed';
      p.trxID = `SBX${randomBytes(5).toString('hex').toUpperCase()}`;
      p.executeTime = bkashTime();
      return executeAnswer(p);
    }
    if (call === 'status') {
      return {
        paymentID: p.paymentID,
        mode: p.mode,
        paymentCreateTime: p.createTime,
        paymentExecuteTime: p.executeTime ?? '',
        trxID: p.trxID ?? '',
        transactionStatus: p.status === 'Authorized' ? 'Initiated' : p.status,
        amount: p.amount,
        currency: p.currency,
        intent: p.intent,
        merchantInvoiceNumber: p.merchantInvoiceNumber,
        payerReference: p.payerReference,
        customerMsisdn: p.customerMsisdn ?? '',
        verificationStatus: p.status === 'Completed' ? 'Complete' : 'Incomplete',
        statusCode: '0000',
        statusMessage: 'Successful',
      };
    }
    if (call === 'refund') {
      if (p.status !== 'Completed') return ERRORS.payment;
      if (str(body.trxID) !== p.trxID) return ERRORS.trx;
      const sku = str(body.sku);
      const refundAnswer = (r: SandboxPayment['refunds'][number]) => ({
        completedTime: r.completedTime,
        transactionStatus: 'Completed',
        originalTrxID: p.trxID,
        refundTrxID: r.refundTrxID,
        amount: money(r.amount),
        currency: 'BDT',
        charge: '0.00',
        statusCode: '0000',
        statusMessage: 'Successful',
      });
      // Refund status (bKash: the same call with only paymentID and trxID): the payment's latest refund.
      // NOTE: like bKash, a refund call is never de-duplicated (not even by sku): asking first is ours to do.
      if (!('amount' in body) && !('sku' in body)) {
        const last = p.refunds.at(-1);
        return last ? refundAnswer(last) : ERRORS.noRefund;
      }
      const amount = str(body.amount);
      if (!/^\d+(\.\d{1,2})?$/.test(amount) || minor(amount) <= 0) return ERRORS.amount;
      const refunded = p.refunds.reduce((sum, r) => sum + r.amount, 0);
      if (refunded + minor(amount) > minor(p.amount)) return ERRORS.refundAmount;
      const refund = {
        sku,
        amount: minor(amount),
        refundTrxID: `SBXR${randomBytes(5).toString('hex').toUpperCase()}`,
        completedTime: bkashTime(),
      };
      p.refunds.push(refund);
      return refundAnswer(refund);
    }
    return fail('2065', 'Unknown call');
  }

  const API_CALLS: Record<string, string> = {
    [`${API_PREFIX}/token/grant`]: 'grant',
    [`${API_PREFIX}/token/refresh`]: 'refresh',
    [`${API_PREFIX}/create`]: 'create',
    [`${API_PREFIX}/execute`]: 'execute',
    [`${API_PREFIX}/payment/status`]: 'status',
    [`${API_PREFIX}/payment/refund`]: 'refund',
    [`${API_PREFIX}/payment/b2cPayment`]: 'payout',
    [`${API_PREFIX}/payment/b2cPayment/status`]: 'payoutStatus',
  };

  function wallet(res: http.ServerResponse, paymentID: string, form?: URLSearchParams) {
    const p = payments.get(paymentID);
    const html = (status: number, page: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(page);
    };
    if (!p)
      return html(404, '<!doctype html><title>Not found</title><p>This bKash payment does not exist.</p>');
    const back = (status: 'success' | 'failure' | 'cancel') => {
      const url = new URL(p.callbackURL);
      url.searchParams.set('paymentID', p.paymentID);
      url.searchParams.set('status', status);
      url.searchParams.set('apiVersion', '1.2.0-beta');
      res.writeHead(302, { location: url.toString() });
      res.end();
    };
    const page = (error?: string, walletNumber?: string) =>
      html(
        error ? 400 : 200,
        walletPage({
          paymentID,
          amount: p.amount,
          invoice: p.merchantInvoiceNumber,
          error,
          wallet: walletNumber,
        }),
      );
    if (p.status !== 'Initiated' || p.failure)
      return html(
        409,
        '<!doctype html><title>bKash</title><p>This payment is no longer waiting for you.</p>',
      );
    if (!form) return page();
    if (form.get('action') === 'cancel') {
      p.status = 'Cancelled';
      p.failure = { code: '2056', message: 'The payment was cancelled' };
      return back('cancel');
    }
    const number = (form.get('wallet') ?? '').trim();
    if (number !== TEST_WALLETS.success && number !== TEST_WALLETS.insufficient)
      return page('This is not a bKash sandbox test wallet. Use one of the wallets listed below.', number);
    if (form.get('otp') !== TEST_WALLETS.otp) return page('The verification code is wrong.', number);
    if (form.get('pin') !== TEST_WALLETS.pin) return page('The PIN is wrong.', number);
    p.customerMsisdn = number;
    if (number === TEST_WALLETS.insufficient) {
      p.status = 'Failed';
      p.failure = { code: ERRORS.insufficient.statusCode, message: ERRORS.insufficient.statusMessage };
      return back('failure');
    }
    p.status = 'Authorized';
    return back('success');
  }

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://sandbox');
      const call = API_CALLS[url.pathname];
      if (call && req.method === 'POST') {
        calls[call] = (calls[call] ?? 0) + 1;
        let body: Record<string, unknown>;
        try {
          const text = await readBody(req);
          body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
        } catch {
          body = {};
        }
        let answer = api(call, req, body);
        if (options.onAnswer) answer = await options.onAnswer(call, body, answer);
        // The timeout wallet: the payout is made, its answer is held back until the caller gives up.
        if (call === 'payout' && body.receiverMSISDN === PAYOUT_TEST_WALLETS.timeout)
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, HELD_ANSWER_MS);
            res.once('close', () => {
              clearTimeout(timer);
              resolve();
            });
          });
        if (res.destroyed) return;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer));
        return;
      }
      const walletMatch = /^\/wallet\/([A-Za-z0-9]+)$/.exec(url.pathname);
      if (walletMatch?.[1] && req.method === 'GET') return wallet(res, walletMatch[1]);
      if (walletMatch?.[1] && req.method === 'POST')
        return wallet(res, walletMatch[1], new URLSearchParams(await readBody(req)));
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify(fail('404', 'Not found')));
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://${options.host ?? '127.0.0.1'}:${port}`;
  return {
    baseUrl: `${origin}/v1.2.0-beta`,
    origin,
    calls,
    payment: (id) => payments.get(id),
    payout: (invoice) => payouts.get(invoice),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
