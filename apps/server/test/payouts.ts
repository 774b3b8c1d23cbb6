// Payout test helpers (decision 300): a seller with money available, and payout methods past their cool-down.
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

/** The method's cool-down has passed (time moves on). */
export async function coolDown(ctx: TestContext, methodId: string): Promise<void> {
  await ctx.db
    .updateTable('payout_methods')
    .set({ usable_from: new Date(Date.now() - 1000).toISOString() })
    .where('id', '=', methodId)
    .execute();
}

export async function usableMethod(ctx: TestContext, user: TestUser, method?: object): Promise<string> {
  const added = await addMethod(ctx, user, method);
  await coolDown(ctx, added._id);
  return added._id;
}
