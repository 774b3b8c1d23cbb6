// Reads and validates the environment once at start-up; every other module receives a Config.
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { durationSetting } from './lib/duration.ts';

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = net.isIP(address ?? '');
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

function isProxyList(value: string): boolean {
  if (['true', 'false'].includes(value) || /^\d{1,2}$/.test(value)) return true;
  return value.split(',').every((entry) => isProxyEntry(entry.trim()));
}

export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/** TRUST_PROXY as Fastify's trustProxy option: false (believe nobody), true, a hop count, or a list. */
function parseTrustProxy(value: string): TrustProxy {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value.split(',').map((entry) => entry.trim());
}

/** The site is served from the root of one origin, so PUBLIC_URL names just that: scheme, host, port. */
function isPublicOrigin(value: string): boolean {
  const url = new URL(value);
  return (
    ['http:', 'https:'].includes(url.protocol) &&
    url.pathname === '/' &&
    !url.search &&
    !url.hash &&
    !url.username &&
    !url.password
  );
}

/** SQLite's page cache in MB when SQLITE_CACHE_MB is unset (decision 537). */
export const DEFAULT_SQLITE_CACHE_MB = 4;
/** PostgreSQL's pool when DATABASE_POOL_MAX is unset: the best measured at 50 connections (decision 490). */
export const DEFAULT_POOL_MAX = 10;

/** A whole number from `min` to `max`; anything else is refused with one message naming the variable. */
function wholeNumberBetween(name: string, min: number, max: number) {
  const message = `${name} must be a whole number between ${min} and ${max}`;
  return z.coerce.number({ message }).int(message).min(min, message).max(max, message);
}

const booleanFlag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce
      .number({ message: 'PORT must be a whole number between 1 and 65535' })
      .int('PORT must be a whole number between 1 and 65535')
      .min(0, 'PORT must be a whole number between 1 and 65535')
      .max(65535, 'PORT must be a whole number between 1 and 65535')
      .default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\/.+/, 'DATABASE_URL must start with postgres:// (leave it unset for SQLite)')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /**
     * PostgreSQL: the most connections this instance's pool opens (decision 490); each instance has its
     * own pool, so several instances need PostgreSQL's max_connections above their sum.
     */
    DATABASE_POOL_MAX: wholeNumberBetween('DATABASE_POOL_MAX', 1, 1000).default(DEFAULT_POOL_MAX),
    DEMO_DATA: booleanFlag.optional(),
    /**
     * SQLite's `synchronous` (decision 187): NORMAL (default) keeps every acknowledged write through a crash
     * or kill -9 of the process; FULL also through a power cut, at one disk flush per commit.
     */
    SQLITE_SYNCHRONOUS: z
      .enum(['NORMAL', 'FULL'], { message: 'SQLITE_SYNCHRONOUS must be NORMAL or FULL' })
      .default('NORMAL'),
    /**
     * SQLite's page cache in MB (decision 537). better-sqlite3 builds SQLite with 16 MB a connection; the
     * operating system caches the file as well, so 4 MB serves as fast and the server holds 12 MB less.
     */
    SQLITE_CACHE_MB: wholeNumberBetween('SQLITE_CACHE_MB', 1, 4096).default(DEFAULT_SQLITE_CACHE_MB),
    /** `0` answers every read from the database (decision 186); on by default (SQLite only). */
    READ_CACHE: booleanFlag.default(true),
    /**
     * Checks every answer against its endpoint's schema and freezes what the read cache holds (decision 534):
     * on by default outside production, off in production.
     */
    VERIFY_ANSWERS: booleanFlag.optional(),
    PUBLIC_URL: z
      .string()
      .url('PUBLIC_URL must be an absolute URL such as https://boibazar.example')
      .refine(isPublicOrigin, {
        message:
          'PUBLIC_URL must be an http:// or https:// address with no path, query or user name, such as https://boibazar.example',
      })
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    TOKEN_TTL_HOURS: z.coerce
      .number()
      .positive('TOKEN_TTL_HOURS must be positive')
      .default(24 * 7),
    ADMIN_EMAIL: z.string().email('ADMIN_EMAIL must be an email address').optional(),
    ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_ISSUER: z.string().url('OIDC_ISSUER must be a URL').default('https://accounts.google.com'),
    PAYMENTS: z.enum(['sandbox', 'stripe']).default('sandbox'),
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    STRIPE_API_URL: z
      .string()
      .url('STRIPE_API_URL must be a URL such as http://127.0.0.1:12111 (stripe-mock)')
      .optional(),
    RATE_LIMIT_AUTH: z.coerce.number().int().positive().default(10),
    INSTANCE_NAME: z
      .string()
      .regex(
        /^[A-Za-z0-9._-]{1,64}$/,
        'INSTANCE_NAME must be 1-64 letters, digits, dots, dashes or underscores',
      )
      .optional(),
    // The System page (decision 283): how often each instance writes its heartbeat and figures.
    SYSTEM_HEARTBEAT: durationSetting('15s'),
    // Traces (decision 284): an OTLP/HTTP collector's base address; unset, no tracing is loaded.
    OTEL_EXPORTER_OTLP_ENDPOINT: z
      .string()
      .url('OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) address such as http://127.0.0.1:4318')
      .refine((value) => /^https?:\/\//.test(value), 'OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) address')
      .optional(),
    OTEL_SERVICE_NAME: z.string().trim().min(1).max(64).default('boibazar'),
    APP_VERSION: z.string().trim().min(1).max(64).default('dev'),
    // Backups (decision 281): where `npm run backup` and the schedule write, how often, how many stay.
    BACKUP_DIR: z.string().min(1).optional(),
    BACKUP_SCHEDULE: durationSetting('0', { allowZero: true }),
    BACKUP_KEEP: z.coerce
      .number({ message: 'BACKUP_KEEP must be a whole number of copies, at least 1' })
      .int('BACKUP_KEEP must be a whole number of copies, at least 1')
      .min(1, 'BACKUP_KEEP must be a whole number of copies, at least 1')
      .default(7),
    // Backups copied to an S3-compatible bucket too (decision 411), reached with the S3_* connection settings.
    BACKUP_S3_BUCKET: z.string().min(1).optional(),
    BACKUP_S3_PREFIX: z
      .string()
      .regex(
        /^([A-Za-z0-9._-]+\/)*$/,
        'BACKUP_S3_PREFIX must be empty or folder names ending in /, such as backups/',
      )
      .default('backups/'),
    // Prometheus metrics (decision 280): a separate listener, or GET /metrics with this bearer token.
    METRICS_PORT: wholeNumberBetween('METRICS_PORT', 0, 65535).optional(),
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\/.+/, 'REDIS_URL must start with redis:// or rediss:// (leave it unset for none)')
      .optional(),
    S3_BUCKET: z.string().min(1).optional(),
    S3_ENDPOINT: z.string().url('S3_ENDPOINT must be a URL such as https://s3.example.com').optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanFlag.default(false),
    TRUST_PROXY: z.string().default('loopback').refine(isProxyList, {
      message:
        'TRUST_PROXY must be false, true, a hop count, or a comma-separated list of addresses, CIDR ranges, loopback, linklocal or uniquelocal',
    }),
    // Jobs and timers (docs/decisions/050-jobs-runner.md); 0 switches the poller off (tests run jobs by hand).
    JOBS_POLL_INTERVAL: durationSetting('1s', { allowZero: true }),
    JOBS_LEASE: durationSetting('5m'),
    JOBS_RETRY_BASE: durationSetting('30s'),
    JOBS_RETRY_MAX: durationSetting('1h'),
    JOBS_MAX_ATTEMPTS: z.coerce.number().int().min(1, 'JOBS_MAX_ATTEMPTS must be at least 1').default(10),
    // Email (docs/decisions/052-email-outbox.md): without SMTP_URL mail stays in the admin's Outbox.
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/.+/, 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('BoiBazar <no-reply@boibazar.local>'),
    // Emailed account links (docs/decisions/205-account-recovery-and-email-verification.md).
    PASSWORD_RESET_TTL: durationSetting('30m'),
    EMAIL_VERIFY_TTL: durationSetting('72h'),
    // Live stream (docs/decisions/053-live-stream.md).
    LIVE_HEARTBEAT: durationSetting('25s'),
    // The order's timers and the review window (docs/decisions/121-order-timers.md).
    HANDOVER_WITHIN: durationSetting('5d'),
    AUTO_COMPLETE_AFTER: durationSetting('7d'),
    REVIEW_WINDOW: durationSetting('14d'),
    // Exchanges (docs/decisions/142-exchange-timers.md): an offer lapses, an unpaid top-up cancels.
    EXCHANGE_OFFER_EXPIRES: durationSetting('72h'),
    EXCHANGE_TOPUP_WITHIN: durationSetting('24h'),
    // Offers (docs/decisions/250-offers.md): the least share of the asking price, how long an offer waits
    // for an answer, how long an accepted offer's order is held for payment.
    OFFER_MIN_PERCENT: z.coerce
      .number()
      .int('OFFER_MIN_PERCENT must be a whole number')
      .min(1, 'OFFER_MIN_PERCENT must be between 1 and 99')
      .max(99, 'OFFER_MIN_PERCENT must be between 1 and 99')
      .default(50),
    OFFER_EXPIRES: durationSetting('24h'),
    OFFER_PAY_WITHIN: durationSetting('24h'),
    // Unread-message emails: at most one per person in each window of this length (decision 131).
    MESSAGE_EMAIL_BATCH: durationSetting('10m'),
    // bKash tokenized checkout (docs/decisions/150-bkash.md). Without BKASH_BASE_URL, outside production,
    // the server starts the offline bKash sandbox itself and talks to it over HTTP.
    BKASH_BASE_URL: z
      .url('BKASH_BASE_URL must be a URL such as https://tokenized.sandbox.bka.sh/v1.2.0-beta')
      .optional(),
    BKASH_APP_KEY: z.string().min(1).optional(),
    BKASH_APP_SECRET: z.string().min(1).optional(),
    BKASH_USERNAME: z.string().min(1).optional(),
    BKASH_PASSWORD: z.string().min(1).optional(),
    /** How long to wait for bKash's answer to a call; an execute that times out is followed by a status query. */
    BKASH_TIMEOUT: durationSetting('30s'),
    // Payouts (docs/decisions/300-payouts.md): a new payout method waits this long before it can be paid to.
    PAYOUT_METHOD_COOLDOWN: durationSetting('24h', { allowZero: true }),
    PAYOUT_MIN_TAKA: z.coerce
      .number({ message: 'PAYOUT_MIN_TAKA must be a whole number of Taka, 1 or more' })
      .int('PAYOUT_MIN_TAKA must be a whole number of Taka, 1 or more')
      .min(1, 'PAYOUT_MIN_TAKA must be a whole number of Taka, 1 or more')
      .max(1_000_000, 'PAYOUT_MIN_TAKA must be at most 1000000')
      .default(100),
    // The reconciliation (decision 360): how often the ledger is compared with the records and the
    // providers' own (default daily; 0 turns the schedule off; the admin can still run it).
    RECONCILE_SCHEDULE: durationSetting('24h', { allowZero: true }),
    // Pays every available balance of at least PAYOUT_MIN_TAKA to the member's default payout method.
    PAYOUT_SCHEDULE: z
      .enum(['off', 'daily', 'weekly'], { message: 'PAYOUT_SCHEDULE must be off, daily or weekly' })
      .default('off'),
    // 1: an admin approves each bKash payout before it is sent; 0: bKash payouts are sent when requested.
    PAYOUTS_NEED_APPROVAL: z
      .enum(['0', '1'], { message: 'PAYOUTS_NEED_APPROVAL must be 0 or 1' })
      .default('1')
      .transform((v) => v === '1'),
    // Book information by ISBN (issue 29, decision 320): Open Library, or the offline fixture the server
    // starts itself (the default outside production), or off. A lookup never waits longer than the timeout.
    BOOK_INFO_PROVIDER: z
      .enum(['openlibrary', 'fixture', 'off'], {
        message: 'BOOK_INFO_PROVIDER must be openlibrary, fixture or off',
      })
      .optional(),
    BOOK_INFO_URL: z
      .url('BOOK_INFO_URL must be a URL such as https://openlibrary.org')
      .default('https://openlibrary.org'),
    BOOK_COVERS_URL: z
      .url('BOOK_COVERS_URL must be a URL such as https://covers.openlibrary.org')
      .default('https://covers.openlibrary.org'),
    BOOK_INFO_TIMEOUT: durationSetting('3s'),
    // Phone sign-in and SMS (docs/decisions/210-phone-sign-in.md, 211-sms-providers.md). Without SMS_PROVIDER
    // the offline sandbox is used outside production; production without it has no phone sign-in.
    SMS_PROVIDER: z
      .enum(['sandbox', 'bulksmsbd'], { message: 'SMS_PROVIDER must be sandbox or bulksmsbd' })
      .optional(),
    BULKSMSBD_API_KEY: z.string().min(1).optional(),
    BULKSMSBD_SENDER_ID: z.string().min(1).optional(),
    BULKSMSBD_URL: z
      .url('BULKSMSBD_URL must be a URL such as https://bulksmsbd.net/api/smsapi')
      .default('https://bulksmsbd.net/api/smsapi'),
    /** How long to wait for the SMS provider's answer; a message whose answer never came is not resent. */
    SMS_TIMEOUT: durationSetting('15s'),
    /** How long a one-time code sent by SMS stays valid. */
    OTP_TTL: durationSetting('5m'),
    /** Codes one address may have sent per hour, over all numbers. */
    OTP_SENDS_PER_IP: z.coerce
      .number()
      .int('OTP_SENDS_PER_IP must be a whole number')
      .min(1, 'OTP_SENDS_PER_IP must be at least 1')
      .default(10),
    // Delivery by courier (docs/decisions/310-courier-delivery.md). Without COURIER, outside production, the
    // offline courier sandbox is started by the server itself (or reached at COURIER_BASE_URL).
    COURIER: z
      .enum(['sandbox', 'steadfast', 'pathao'], { message: 'COURIER must be sandbox, steadfast or pathao' })
      .optional(),
    COURIER_BASE_URL: z
      .url('COURIER_BASE_URL must be a URL such as https://portal.packzy.com/api/v1')
      .optional(),
    STEADFAST_API_KEY: z.string().min(1).optional(),
    STEADFAST_SECRET_KEY: z.string().min(1).optional(),
    // Pathao's merchant API (docs/decisions/435-pathao-courier.md): the client id/secret from its Developer
    // API page, the merchant panel's login (the token's password grant) and the store parcels leave from.
    PATHAO_CLIENT_ID: z.string().min(1).optional(),
    PATHAO_CLIENT_SECRET: z.string().min(1).optional(),
    PATHAO_USERNAME: z.string().min(1).optional(),
    PATHAO_PASSWORD: z.string().min(1).optional(),
    PATHAO_STORE_ID: z.coerce
      .number({ message: 'PATHAO_STORE_ID must be the number of a Pathao store' })
      .int('PATHAO_STORE_ID must be the number of a Pathao store')
      .positive('PATHAO_STORE_ID must be the number of a Pathao store')
      .optional(),
    /**
     * The secret the courier sends with each webhook call (set the same in its merchant panel): Steadfast's
     * bearer token, Pathao's X-PATHAO-Signature.
     */
    COURIER_WEBHOOK_TOKEN: z
      .string()
      .min(16, 'COURIER_WEBHOOK_TOKEN must be at least 16 characters')
      .optional(),
    /** How long to wait for the courier's answer; a booking that times out is looked up by invoice, never resent blindly. */
    COURIER_TIMEOUT: durationSetting('15s'),
    /** The sandbox's clock: one stage per parcel per step (0 stops it; tests move parcels themselves). */
    COURIER_SANDBOX_STEP: durationSetting('30s', { allowZero: true }),
    /** A parcel not heard from for this long is asked about by the jobs runner. */
    COURIER_POLL_AFTER: durationSetting('6h'),
    /** The couriers' settlements are read this often by the jobs runner (decision 430); 0 turns it off. */
    COURIER_SETTLEMENT_POLL: durationSetting('1h', { allowZero: true }),
    /** Cash a courier collected and has not settled after this long is reported by the reconciliation. */
    COURIER_SETTLE_WITHIN: durationSetting('7d'),
    // Cash on delivery (docs/decisions/151-cash-on-delivery.md).
    COD_MAX_TAKA: z.coerce.number().int().min(0, 'COD_MAX_TAKA must be 0 or more').default(5000),
    // BoiBazar's fee on each deal (docs/decisions/240-ledger.md): a percentage with at most two decimals.
    PLATFORM_FEE_PERCENT: z
      .string()
      .regex(/^\d{1,3}(\.\d{1,2})?$/, 'PLATFORM_FEE_PERCENT must be a percentage such as 5 or 2.5 (0–100)')
      .refine((v) => Number(v) <= 100, 'PLATFORM_FEE_PERCENT must be a percentage such as 5 or 2.5 (0–100)')
      .default('5'),
    PLATFORM_FEE_MIN_TAKA: z.coerce
      .number({ message: 'PLATFORM_FEE_MIN_TAKA must be a whole number of Taka, 0 or more' })
      .int('PLATFORM_FEE_MIN_TAKA must be a whole number of Taka, 0 or more')
      .min(0, 'PLATFORM_FEE_MIN_TAKA must be a whole number of Taka, 0 or more')
      .max(100_000, 'PLATFORM_FEE_MIN_TAKA must be at most 100000')
      .default(0),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production') {
      if (!env.JWT_SECRET)
        ctx.addIssue({
          code: 'custom',
          path: ['JWT_SECRET'],
          message: 'JWT_SECRET is required in production',
        });
      // Absolute addresses are never built from request headers (Host, X-Forwarded-Host), and in
      // production the listen address is not where people come from: the public address is said here.
      if (!env.PUBLIC_URL)
        ctx.addIssue({
          code: 'custom',
          path: ['PUBLIC_URL'],
          message:
            'PUBLIC_URL is required in production (links in pages, the sitemap, emails and payment callbacks name it)',
        });
      if (env.SMS_PROVIDER === 'sandbox')
        ctx.addIssue({
          code: 'custom',
          path: ['SMS_PROVIDER'],
          message: 'SMS_PROVIDER=sandbox is refused in production; use bulksmsbd',
        });
      if (env.BOOK_INFO_PROVIDER === 'fixture')
        ctx.addIssue({
          code: 'custom',
          path: ['BOOK_INFO_PROVIDER'],
          message: 'BOOK_INFO_PROVIDER=fixture is refused in production; use openlibrary or off',
        });
      if (env.PAYMENTS === 'sandbox')
        ctx.addIssue({
          code: 'custom',
          path: ['PAYMENTS'],
          message: 'PAYMENTS=sandbox is refused in production; use stripe',
        });
    }
    if (env.BKASH_BASE_URL) {
      for (const key of ['BKASH_APP_KEY', 'BKASH_APP_SECRET', 'BKASH_USERNAME', 'BKASH_PASSWORD'] as const) {
        if (!env[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `${key} is required when BKASH_BASE_URL is set`,
          });
      }
    }
    if (env.COURIER === 'steadfast') {
      for (const key of ['STEADFAST_API_KEY', 'STEADFAST_SECRET_KEY', 'COURIER_WEBHOOK_TOKEN'] as const) {
        if (!env[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `${key} is required when COURIER=steadfast`,
          });
      }
    }
    if (env.COURIER === 'pathao') {
      for (const key of [
        'PATHAO_CLIENT_ID',
        'PATHAO_CLIENT_SECRET',
        'PATHAO_USERNAME',
        'PATHAO_PASSWORD',
        'PATHAO_STORE_ID',
        'COURIER_WEBHOOK_TOKEN',
      ] as const) {
        if (!env[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `${key} is required when COURIER=pathao`,
          });
      }
    }
    if (env.NODE_ENV === 'production' && env.COURIER === 'sandbox')
      ctx.addIssue({
        code: 'custom',
        path: ['COURIER'],
        message: 'COURIER=sandbox is refused in production; use steadfast or pathao',
      });
    if (env.SMS_PROVIDER === 'bulksmsbd') {
      for (const key of ['BULKSMSBD_API_KEY', 'BULKSMSBD_SENDER_ID'] as const) {
        if (!env[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `${key} is required when SMS_PROVIDER=bulksmsbd`,
          });
      }
    }
    if (env.PAYMENTS === 'stripe') {
      for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required when PAYMENTS=stripe` });
      }
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
      ctx.addIssue({
        code: 'custom',
        path: ['S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
      });
    if (!env.S3_BUCKET && !env.BACKUP_S3_BUCKET && (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID))
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'S3_BUCKET (or BACKUP_S3_BUCKET) is required when S3_ENDPOINT or S3 keys are set',
      });
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD))
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_EMAIL'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together',
      });
  });

export type Env = z.infer<typeof envSchema>;

/** A bucket of an S3-compatible store and how to reach it. */
export interface S3Location {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export interface Config extends Env {
  /** PUBLIC_URL's origin (no trailing slash); unset outside production means the listen address (lib/public-origin.ts). */
  publicOrigin?: string;
  /** Whose X-Forwarded-For is believed when working out the caller's address (rate limits, logs). */
  trustProxy: TrustProxy;
  dataDir: string;
  /** Where backups are written: BACKUP_DIR, else DATA_DIR/backups. */
  backupDir: string;
  /** Where each backup is copied too, when BACKUP_S3_BUCKET is set (the S3_* connection settings). */
  backupBucket?: S3Location & { prefix: string };
  demoData: boolean;
  /** Answers checked against their schemas and cached reads frozen: VERIFY_ANSWERS, else outside production. */
  verifyAnswers: boolean;
  /** Names this process in the X-Instance header and the logs. */
  instanceName: string;
  /** BoiBazar's fee: PLATFORM_FEE_PERCENT in hundredths of a percent (5 → 500), and its floor in Taka. */
  platformFee: { basisPoints: number; minTaka: number };
  /** Where photos live: the uploads folder under DATA_DIR, or an S3-compatible bucket. */
  imageStore: { kind: 'local'; dir: string } | ({ kind: 's3' } & S3Location);
  database:
    | { dialect: 'sqlite'; file: string; synchronous?: 'NORMAL' | 'FULL'; cacheMb?: number }
    | { dialect: 'postgres'; url: string; poolMax?: number };
  /**
   * bKash: a real endpoint (BKASH_BASE_URL and its credentials), the offline sandbox the server starts
   * itself (outside production, without BKASH_BASE_URL), or off (production without BKASH_BASE_URL).
   */
  bkash:
    | {
        kind: 'remote';
        baseUrl: string;
        appKey: string;
        appSecret: string;
        username: string;
        password: string;
      }
    | { kind: 'sandbox' }
    | null;
  /**
   * The courier: Steadfast (COURIER=steadfast with its keys), Pathao (COURIER=pathao with its client, login
   * and store), the offline sandbox (COURIER=sandbox, or unset
   * outside production; started here unless COURIER_BASE_URL names a running one), or none (production
   * without COURIER: listings offer meet-up only).
   */
  courier:
    | {
        kind: 'steadfast';
        baseUrl: string;
        apiKey: string;
        secretKey: string;
        webhookToken: string;
        timeoutMs: number;
      }
    | {
        kind: 'pathao';
        baseUrl: string;
        clientId: string;
        clientSecret: string;
        username: string;
        password: string;
        storeId: number;
        webhookSecret: string;
        timeoutMs: number;
      }
    | { kind: 'sandbox'; baseUrl?: string; webhookToken?: string; timeoutMs: number; stepMs: number }
    | null;
  /**
   * SMS: BulkSMSBD, the offline sandbox (SMS_PROVIDER=sandbox, or unset outside production), or none
   * (production without SMS_PROVIDER: phone sign-in answers that it is unavailable).
   */
  sms:
    | { kind: 'bulksmsbd'; url: string; apiKey: string; senderId: string; timeoutMs: number }
    | { kind: 'sandbox' }
    | null;
  /** Where ISBN lookups go after BoiBazar's own catalogue (decision 320); null: nowhere. */
  bookInfo:
    | { kind: 'openlibrary'; baseUrl: string; coversUrl: string; timeoutMs: number }
    | { kind: 'fixture'; timeoutMs: number }
    | null;
}

export class ConfigError extends Error {}

/** '2.5' → 250, read digit by digit: a percentage never passes through floating point. */
function s3Location(env: Env, bucket: string): S3Location {
  return {
    bucket,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

function basisPointsOf(percent: string): number {
  const [whole = '0', fraction = ''] = percent.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    ...env,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicOrigin: env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : undefined,
    dataDir,
    backupDir: path.resolve(env.BACKUP_DIR ?? path.join(dataDir, 'backups')),
    demoData: env.NODE_ENV === 'production' ? false : (env.DEMO_DATA ?? true),
    verifyAnswers: env.VERIFY_ANSWERS ?? env.NODE_ENV !== 'production',
    instanceName: env.INSTANCE_NAME ?? `${os.hostname()}-${process.pid}`,
    platformFee: {
      basisPoints: basisPointsOf(env.PLATFORM_FEE_PERCENT),
      minTaka: env.PLATFORM_FEE_MIN_TAKA,
    },
    backupBucket: env.BACKUP_S3_BUCKET
      ? { ...s3Location(env, env.BACKUP_S3_BUCKET), prefix: env.BACKUP_S3_PREFIX }
      : undefined,
    imageStore: env.S3_BUCKET
      ? { kind: 's3', ...s3Location(env, env.S3_BUCKET) }
      : { kind: 'local', dir: path.join(dataDir, 'uploads') },
    database: env.DATABASE_URL
      ? { dialect: 'postgres', url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX }
      : {
          dialect: 'sqlite',
          file: path.join(dataDir, 'boibazar.sqlite'),
          synchronous: env.SQLITE_SYNCHRONOUS,
          cacheMb: env.SQLITE_CACHE_MB,
        },
    bkash: env.BKASH_BASE_URL
      ? {
          kind: 'remote',
          baseUrl: env.BKASH_BASE_URL.replace(/\/+$/, ''),
          appKey: env.BKASH_APP_KEY ?? '',
          appSecret: env.BKASH_APP_SECRET ?? '',
          username: env.BKASH_USERNAME ?? '',
          password: env.BKASH_PASSWORD ?? '',
        }
      : env.NODE_ENV === 'production'
        ? null
        : { kind: 'sandbox' },
    courier:
      env.COURIER === 'steadfast'
        ? {
            kind: 'steadfast',
            baseUrl: (env.COURIER_BASE_URL ?? 'https://portal.packzy.com/api/v1').replace(/\/+$/, ''),
            apiKey: env.STEADFAST_API_KEY ?? '',
            secretKey: env.STEADFAST_SECRET_KEY ?? '',
            webhookToken: env.COURIER_WEBHOOK_TOKEN ?? '',
            timeoutMs: env.COURIER_TIMEOUT,
          }
        : env.COURIER === 'pathao'
          ? {
              kind: 'pathao',
              baseUrl: (env.COURIER_BASE_URL ?? 'https://api-hermes.pathao.com').replace(/\/+$/, ''),
              clientId: env.PATHAO_CLIENT_ID ?? '',
              clientSecret: env.PATHAO_CLIENT_SECRET ?? '',
              username: env.PATHAO_USERNAME ?? '',
              password: env.PATHAO_PASSWORD ?? '',
              storeId: env.PATHAO_STORE_ID ?? 0,
              webhookSecret: env.COURIER_WEBHOOK_TOKEN ?? '',
              timeoutMs: env.COURIER_TIMEOUT,
            }
          : env.COURIER === 'sandbox' || env.NODE_ENV !== 'production'
            ? {
                kind: 'sandbox',
                baseUrl: env.COURIER_BASE_URL?.replace(/\/+$/, ''),
                webhookToken: env.COURIER_WEBHOOK_TOKEN,
                timeoutMs: env.COURIER_TIMEOUT,
                stepMs: env.COURIER_SANDBOX_STEP,
              }
            : null,
    sms:
      env.SMS_PROVIDER === 'bulksmsbd'
        ? {
            kind: 'bulksmsbd',
            url: env.BULKSMSBD_URL,
            apiKey: env.BULKSMSBD_API_KEY ?? '',
            senderId: env.BULKSMSBD_SENDER_ID ?? '',
            timeoutMs: env.SMS_TIMEOUT,
          }
        : env.SMS_PROVIDER === 'sandbox' || env.NODE_ENV !== 'production'
          ? { kind: 'sandbox' }
          : null,
    bookInfo: bookInfoSetting(env),
  };
}

function bookInfoSetting(env: {
  NODE_ENV: string;
  BOOK_INFO_PROVIDER?: 'openlibrary' | 'fixture' | 'off';
  BOOK_INFO_URL: string;
  BOOK_COVERS_URL: string;
  BOOK_INFO_TIMEOUT: number;
}): Config['bookInfo'] {
  const provider = env.BOOK_INFO_PROVIDER ?? (env.NODE_ENV === 'production' ? 'openlibrary' : 'fixture');
  if (provider === 'off') return null;
  if (provider === 'fixture') return { kind: 'fixture', timeoutMs: env.BOOK_INFO_TIMEOUT };
  return {
    kind: 'openlibrary',
    baseUrl: env.BOOK_INFO_URL.replace(/\/+$/, ''),
    coversUrl: env.BOOK_COVERS_URL.replace(/\/+$/, ''),
    timeoutMs: env.BOOK_INFO_TIMEOUT,
  };
}
