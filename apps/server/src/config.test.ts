import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_POOL_MAX, DEFAULT_SQLITE_CACHE_MB, loadConfig } from './config.ts';

/** What production needs besides PUBLIC_URL (a card processor, since the sandbox is refused there). */
const productionWithoutAddress = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(40),
  PAYMENTS: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
};

describe('TRUST_PROXY', () => {
  it('when unset, then only a proxy on this machine is believed', () => {
    expect(loadConfig({}).trustProxy).toEqual(['loopback']);
  });

  it.each([
    ['false', false],
    ['true', true],
    ['10.0.0.0/8, loopback', ['10.0.0.0/8', 'loopback']],
    ['2001:db8::1,192.0.2.4', ['2001:db8::1', '192.0.2.4']],
  ])('when it is %s, then Fastify gets %j', (value, want) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(want);
  });

  it('when it is a hop count, then that many proxies are believed', () => {
    const trust = loadConfig({ TRUST_PROXY: '2' }).trustProxy as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => trust('192.0.2.1', hop))).toEqual([true, true, false]);
  });

  it.each(['yes', '10.0.0.0/33', '300.1.1.1', 'loopback,everyone', '10.0.0.1/8/2'])(
    'when it is %s, then start-up stops naming TRUST_PROXY',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/^Invalid configuration: TRUST_PROXY: /);
    },
  );
});

describe('Google sign-in in production', () => {
  const production = {
    ...productionWithoutAddress,
    GOOGLE_CLIENT_ID: 'client',
    GOOGLE_CLIENT_SECRET: 'secret',
  };

  it('when PUBLIC_URL is unset, then start-up stops naming PUBLIC_URL (redirects are never built from request headers)', () => {
    expect(() => loadConfig(production)).toThrow(
      /^Invalid configuration: PUBLIC_URL: PUBLIC_URL is required in production/,
    );
  });

  it('when PUBLIC_URL is set, then it starts', () => {
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://boibazar.example' }).PUBLIC_URL).toBe(
      'https://boibazar.example',
    );
  });
});

describe('the public address (PUBLIC_URL, issue 25 probe 3)', () => {
  const production = productionWithoutAddress;

  it('when production starts without PUBLIC_URL, even without Google or bKash, then it refuses naming PUBLIC_URL', () => {
    expect(() => loadConfig(production)).toThrow(
      /^Invalid configuration: PUBLIC_URL: PUBLIC_URL is required in production \(links in pages, the sitemap, emails and payment callbacks name it\)$/,
    );
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://boibazar.example/' }).publicOrigin).toBe(
      'https://boibazar.example',
    );
  });

  it.each([
    'ftp://boibazar.example',
    'https://boibazar.example/shop',
    'https://boibazar.example/?a=1',
    'https://user:pw@boibazar.example',
  ])('when PUBLIC_URL is %s, then it is refused: only an http(s) origin', (value) => {
    expect(() => loadConfig({ PUBLIC_URL: value })).toThrow(/^Invalid configuration: PUBLIC_URL: /);
  });

  it('when PUBLIC_URL is unset outside production, then there is no configured origin (the listen address is used)', () => {
    expect(loadConfig({}).publicOrigin).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:8080' }).publicOrigin).toBe('http://localhost:8080');
  });
});

describe('COURIER (decision 310)', () => {
  it('when unset outside production, then the offline courier sandbox is used, one stage every 30 s', () => {
    expect(loadConfig({}).courier).toMatchObject({ kind: 'sandbox', stepMs: 30_000, timeoutMs: 15_000 });
    expect(loadConfig({}).COURIER_POLL_AFTER).toBe(6 * 3600_000);
  });

  it('when Steadfast is chosen, then its keys and the webhook token are required, and they are used', () => {
    expect(() => loadConfig({ COURIER: 'steadfast' })).toThrow(
      /STEADFAST_API_KEY is required when COURIER=steadfast/,
    );
    expect(() =>
      loadConfig({
        COURIER: 'steadfast',
        STEADFAST_API_KEY: 'k',
        STEADFAST_SECRET_KEY: 's',
        COURIER_WEBHOOK_TOKEN: 'short',
      }),
    ).toThrow(/COURIER_WEBHOOK_TOKEN must be at least 16 characters/);
    const config = loadConfig({
      COURIER: 'steadfast',
      STEADFAST_API_KEY: 'k',
      STEADFAST_SECRET_KEY: 's',
      COURIER_WEBHOOK_TOKEN: 'a-long-enough-token',
      COURIER_TIMEOUT: '5s',
    });
    expect(config.courier).toEqual({
      kind: 'steadfast',
      baseUrl: 'https://portal.packzy.com/api/v1',
      apiKey: 'k',
      secretKey: 's',
      webhookToken: 'a-long-enough-token',
      timeoutMs: 5000,
    });
  });

  it('when Pathao is chosen (decision 435), then its client, login, store and the webhook secret are required, and they are used', () => {
    expect(() => loadConfig({ COURIER: 'pathao' })).toThrow(
      /PATHAO_CLIENT_ID is required when COURIER=pathao/,
    );
    const pathao = {
      COURIER: 'pathao',
      PATHAO_CLIENT_ID: 'id',
      PATHAO_CLIENT_SECRET: 'secret',
      PATHAO_USERNAME: 'merchant@example.test',
      PATHAO_PASSWORD: 'pw',
      PATHAO_STORE_ID: '130820',
      COURIER_WEBHOOK_TOKEN: 'a-long-enough-secret',
    };
    for (const key of ['PATHAO_PASSWORD', 'PATHAO_STORE_ID', 'COURIER_WEBHOOK_TOKEN'] as const)
      expect(() => loadConfig({ ...pathao, [key]: '' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...pathao, PATHAO_STORE_ID: 'main' })).toThrow(
      /PATHAO_STORE_ID must be the number of a Pathao store/,
    );
    expect(loadConfig(pathao).courier).toEqual({
      kind: 'pathao',
      baseUrl: 'https://api-hermes.pathao.com',
      clientId: 'id',
      clientSecret: 'secret',
      username: 'merchant@example.test',
      password: 'pw',
      storeId: 130820,
      webhookSecret: 'a-long-enough-secret',
      timeoutMs: 15_000,
    });
    expect(
      loadConfig({ ...pathao, COURIER_BASE_URL: 'https://courier-api-sandbox.pathao.com/' }).courier,
    ).toMatchObject({ baseUrl: 'https://courier-api-sandbox.pathao.com' });
  });

  it('when production names the sandbox or a wrong courier, then start-up is refused', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://boibazar.example',
      PAYMENTS: 'stripe',
    };
    expect(() => loadConfig({ ...production, COURIER: 'sandbox' })).toThrow(ConfigError);
    expect(() => loadConfig({ COURIER: 'redx' })).toThrow(/COURIER must be sandbox, steadfast or pathao/);
    expect(() => loadConfig({ COURIER_SANDBOX_STEP: 'soon' })).toThrow(ConfigError);
  });
});

describe('DATABASE_POOL_MAX (decision 490)', () => {
  const url = 'postgres://postgres@127.0.0.1:5432/postgres';
  it('when unset, then PostgreSQL gets the measured default; when set, that many connections', () => {
    expect(loadConfig({ DATABASE_URL: url }).database).toMatchObject({ poolMax: DEFAULT_POOL_MAX });
    expect(loadConfig({ DATABASE_URL: url, DATABASE_POOL_MAX: '25' }).database).toMatchObject({
      poolMax: 25,
    });
  });

  it.each(['0', '-3', '2.5', 'many', '1001'])('when it is %s, then start-up refuses it', (value) => {
    expect(() => loadConfig({ DATABASE_URL: url, DATABASE_POOL_MAX: value })).toThrow(
      /^Invalid configuration: DATABASE_POOL_MAX: DATABASE_POOL_MAX must be a whole number between 1 and 1000/,
    );
  });
});

describe('SQLITE_CACHE_MB (decision 537)', () => {
  it('when unset, then SQLite gets 4 MB of page cache; when set, that many', () => {
    expect(DEFAULT_SQLITE_CACHE_MB).toBe(4);
    expect(loadConfig({}).database).toMatchObject({ dialect: 'sqlite', cacheMb: 4 });
    expect(loadConfig({ SQLITE_CACHE_MB: '64' }).database).toMatchObject({ cacheMb: 64 });
  });

  it.each(['0', '-1', '1.5', 'big', '4097'])('when it is %s, then start-up refuses it', (value) => {
    expect(() => loadConfig({ SQLITE_CACHE_MB: value })).toThrow(
      /^Invalid configuration: SQLITE_CACHE_MB: SQLITE_CACHE_MB must be a whole number between 1 and 4096/,
    );
  });
});

describe('VERIFY_ANSWERS (decision 534)', () => {
  const production = { ...productionWithoutAddress, PUBLIC_URL: 'https://boibazar.example' };

  it('when unset, then answers are checked outside production and not in production', () => {
    expect(loadConfig({}).verifyAnswers).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).verifyAnswers).toBe(true);
    expect(loadConfig(production).verifyAnswers).toBe(false);
  });

  it('when set, then it wins over NODE_ENV either way', () => {
    expect(loadConfig({ VERIFY_ANSWERS: '0' }).verifyAnswers).toBe(false);
    expect(loadConfig({ ...production, VERIFY_ANSWERS: '1' }).verifyAnswers).toBe(true);
    expect(() => loadConfig({ VERIFY_ANSWERS: 'sometimes' })).toThrow(
      /^Invalid configuration: VERIFY_ANSWERS: /,
    );
  });
});
