// Payout test helpers (decision 300): a seller with money available, and payout methods past their cool-down
// by the test clock (decision 460).
import { expect } from 'vitest';
import { COURIER, orderStep, paidOrder } from './checkout.ts';
import type { TestContext, TestUser } from './test-app.ts';

export const WALLET = '01711000000';
export const BANK = {
  kind: 'bank',
  accountName: 'Rahim Uddin',
  accountNumber: '1234567890123',
  bankName: 'Sonali Bank',
  branch: 'Motijheel 200270527',
};

/** A seller whose completed card sale left `resale` less the 5% fee available. */
export async function sellerWithMoney(ctx: TestContext, resale = 1000): Promise<TestUser> {
  const { seller, buyer, orderId } = await paidOrder(ctx, { resale });
  expect((await orderStep(ctx, seller, orderId, 'handover', COURIER)).statusCode).toBe(200);
  expect((await orderStep(ctx, buyer, orderId, 'received')).statusCode).toBe(200);
  return seller;
}

export async function addMethod(
  ctx: TestContext,
  user: TestUser,
  method: object = { kind: 'bkash', wallet: WALLET },
) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/me/payout-methods',
    headers: user.auth,
    payload: { ...method, password: user.password },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { _id: string; usableFrom: string };
}

/** The cool-down of the methods added so far passes: the test clock moves on past it (decision 460). */
export function coolDown(ctx: TestContext): void {
  ctx.clock.advance(ctx.app.config.PAYOUT_METHOD_COOLDOWN + 1000);
}

/**
 * A method added a cool-down ago, so it can be paid to now: the test clock goes back for the adding and
 * returns (decision 460), so no row is backdated by hand and the test's time is where it was.
 */
export async function usableMethod(ctx: TestContext, user: TestUser, method?: object): Promise<string> {
  const back = ctx.app.config.PAYOUT_METHOD_COOLDOWN + 1000;
  ctx.clock.advance(-back);
  try {
    return (await addMethod(ctx, user, method))._id;
  } finally {
    ctx.clock.advance(back);
  }
}
