// Steps of a bKash checkout through the real API and the offline sandbox's wallet page, for the tests.
import type { BkashSandbox } from '../src/bkash-sandbox/sandbox-server.ts';
import { SANDBOX_CREDENTIALS } from '../src/bkash-sandbox/sandbox-server.ts';
import { TEST_WALLETS } from '../src/bkash-sandbox/wallet-page.ts';
import type { TestContext, TestUser } from './test-app.ts';

export { TEST_WALLETS };

/** The environment that points an app at this sandbox. */
export const bkashEnv = (sandbox: BkashSandbox, timeout = '2s'): Record<string, string> => ({
  BKASH_BASE_URL: sandbox.baseUrl,
  BKASH_APP_KEY: SANDBOX_CREDENTIALS.appKey,
  BKASH_APP_SECRET: SANDBOX_CREDENTIALS.appSecret,
  BKASH_USERNAME: SANDBOX_CREDENTIALS.username,
  BKASH_PASSWORD: SANDBOX_CREDENTIALS.password,
  BKASH_TIMEOUT: timeout,
});

export function createBkash(ctx: TestContext, buyer: TestUser, booking: string, extra: object = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/bkash/create',
    headers: buyer.auth,
    payload: { booking, ...extra },
  });
}

/** The buyer on the wallet page: 'pay' with a wallet, or 'cancel'. Returns the callback URL bKash sends them to. */
export async function useWallet(
  bkashURL: string,
  action: 'pay' | 'cancel',
  wallet: string = TEST_WALLETS.success,
): Promise<URL> {
  const form = new URLSearchParams({ action, wallet, otp: TEST_WALLETS.otp, pin: TEST_WALLETS.pin });
  const res = await fetch(bkashURL, {
    method: 'POST',
    body: form,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  });
  const location = res.headers.get('location');
  if (res.status !== 302 || !location)
    throw new Error(`wallet page answered ${res.status}: ${await res.text()}`);
  return new URL(location);
}

/** Follows bKash's redirect into our callback; returns where we send the buyer (the payment page). */
export async function callback(ctx: TestContext, url: URL | string) {
  const target = typeof url === 'string' ? new URL(url, 'http://localhost') : url;
  const res = await ctx.app.inject({ method: 'GET', url: `${target.pathname}${target.search}` });
  const location = new URL(String(res.headers.location ?? ''), 'http://localhost');
  return { status: res.statusCode, location, outcome: Object.fromEntries(location.searchParams) };
}

/** Create → wallet → callback, as a buyer does it. */
export async function payByBkash(
  ctx: TestContext,
  buyer: TestUser,
  booking: string,
  wallet: string = TEST_WALLETS.success,
) {
  const created = await createBkash(ctx, buyer, booking);
  if (created.statusCode !== 200) return { created, result: null };
  const back = await useWallet(created.json().bkashURL, 'pay', wallet);
  return { created, result: await callback(ctx, back) };
}
