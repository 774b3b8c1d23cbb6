// The ledger's postings for each cause (docs/decisions/240-ledger.md), called by its subscribers in the
// cause's transaction. Orders: paid → received/held; completed → held to the seller less the fee; declined,
// expired or refunded → held to refunds (a partial refund releases the rest); cash collected at the door →
// the fee from the seller's available balance. Exchanges: the same for their top-up.
import type { Db } from '../../db/database.ts';
import { feeFor } from './platform-fee.ts';
import { LedgerError, postTransaction } from './post-transaction.ts';
import { describeHold, ensureAccount, findHeldAccount, type AccountKey } from './ledger-repository.ts';

type DealKind = 'order' | 'exchange';

const BOIBAZAR = '';
const account = (cls: AccountKey['class'], owner: string = BOIBAZAR): AccountKey => ({ class: cls, owner });
const heldAccount = (dealKind: DealKind, dealId: string) => account('held', `${dealKind}:${dealId}`);

/** Which money-received account a payment provider feeds. */
export function receivedAccountOf(provider: string): AccountKey {
  if (provider === 'bkash') return account('received', 'bkash');
  if (provider === 'sandbox' || provider === 'stripe') return account('received', 'card');
  throw new LedgerError(`No money-received account for the payment provider '${provider}'`);
}

/** A buyer's money arrived for a deal: received → held, with the deal's payee and fee fixed now. */
export async function holdPayment(
  trx: Db,
  input: {
    kind: 'payment' | 'topup';
    dealKind: DealKind;
    dealId: string;
    memo: string;
    provider: string;
    amount: number;
    payeeId?: string;
    fee: number;
    /** The courier's fee paid beside the price (home delivery, decision 310): owed to the courier. */
    deliveryFee?: number;
  },
): Promise<void> {
  const deliveryFee = input.deliveryFee ?? 0;
  if (!Number.isSafeInteger(deliveryFee) || deliveryFee < 0)
    throw new LedgerError(`A delivery fee of ${deliveryFee} Taka cannot be owed to the courier`);
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
    throw new LedgerError(`A payment of ${input.amount} Taka cannot be held`);
  const held = await ensureAccount(trx, heldAccount(input.dealKind, input.dealId));
  await describeHold(trx, held.id, { payeeId: input.payeeId, fee: input.fee });
  await postTransaction(trx, {
    kind: input.kind,
    dealKind: input.dealKind,
    dealId: input.dealId,
    memo: input.memo,
    entries: [
      { account: receivedAccountOf(input.provider), amount: -(input.amount + deliveryFee) },
      { account: heldAccount(input.dealKind, input.dealId), amount: input.amount },
      ...(deliveryFee > 0 ? [{ account: account('courier_payable'), amount: deliveryFee }] : []),
    ],
  });
}

/** Names who a deal's held money goes to, when the holder learns it after the payment (exchanges). */
export async function nameHoldPayee(trx: Db, dealKind: DealKind, dealId: string, payeeId: string) {
  const held = await ensureAccount(trx, heldAccount(dealKind, dealId));
  await describeHold(trx, held.id, { payeeId });
}

async function heldOf(trx: Db, dealKind: DealKind, dealId: string) {
  const { account: held, balance } = await findHeldAccount(trx, heldAccount(dealKind, dealId));
  return { held, balance };
}

/**
 * The deal completed: everything still held goes to its payee's available balance less the deal's fee
 * (never more than what is left). `required`: the deal was paid through the ledger, so money must be held.
 */
export async function releaseHold(
  trx: Db,
  input: { dealKind: DealKind; dealId: string; memo: string; payeeId?: string; required: boolean },
): Promise<void> {
  const heldKey = heldAccount(input.dealKind, input.dealId);
  // One read; the payee's and the fee's account ids are known from earlier postings (decision 480).
  const { account: held, balance } = await findHeldAccount(trx, heldKey);
  if (balance <= 0) {
    if (input.required)
      throw new LedgerError(`Nothing is held for ${input.dealKind} ${input.dealId}; it cannot complete`);
    return;
  }
  const payeeId = held!.payeeId ?? input.payeeId;
  if (!payeeId)
    throw new LedgerError(`No payee is known for the money held for ${input.dealKind} ${input.dealId}`);
  const fee = Math.min(held!.fee ?? 0, balance);
  await postTransaction(trx, {
    kind: 'release',
    dealKind: input.dealKind,
    dealId: input.dealId,
    memo: input.memo,
    // The payee's line is written even when the fee took all of it: their statement shows the deal.
    entries: [
      { account: heldKey, amount: -balance },
      { account: account('available', payeeId), amount: balance - fee },
      ...(fee > 0 ? [{ account: account('fee_revenue'), amount: fee }] : []),
    ],
  });
}

/**
 * Money held for a deal goes back to its payer: `amount` (all of it when undefined) from held to refunds.
 * A partial refund releases the rest to the payee in the same database transaction.
 */
export async function refundHold(
  trx: Db,
  input: {
    dealKind: DealKind;
    dealId: string;
    memo: string;
    amount?: number;
    payeeId?: string;
    required: boolean;
    /**
     * Declined or expired before the parcel left (decision 310): the delivery fee owed to the courier goes
     * back to the buyer too, in the same transaction.
     */
    deliveryFee?: number;
  },
): Promise<void> {
  const { balance } = await heldOf(trx, input.dealKind, input.dealId);
  const deliveryFee = input.deliveryFee ?? 0;
  if (balance <= 0) {
    if (input.required)
      throw new LedgerError(`Nothing is held for ${input.dealKind} ${input.dealId}; nothing can be refunded`);
    return;
  }
  const amount = input.amount ?? balance;
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > balance)
    throw new LedgerError(`A refund of ${amount} Taka exceeds the ${balance} Taka held`);
  await postTransaction(trx, {
    kind: 'refund',
    dealKind: input.dealKind,
    dealId: input.dealId,
    memo: input.memo,
    entries: [
      { account: heldAccount(input.dealKind, input.dealId), amount: -amount },
      { account: account('refunds'), amount: amount + deliveryFee },
      ...(deliveryFee > 0 ? [{ account: account('courier_payable'), amount: -deliveryFee }] : []),
    ],
  });
  if (amount < balance) await releaseHold(trx, { ...input, required: true });
}

/**
 * The seller collected a cash-on-delivery price at the door: recorded (cod_collected against cod_sales,
 * outside the money BoiBazar holds) and the deal's fee taken from their available balance, which may go
 * below zero (the next payout pays it).
 */
export async function chargeCashSale(
  trx: Db,
  input: { orderId: string; memo: string; sellerId: string; price: number; fee: number },
): Promise<void> {
  if (input.price === 0) return; // a free book: no cash, no fee
  await postTransaction(trx, {
    kind: 'cod_sale',
    dealKind: 'order',
    dealId: input.orderId,
    memo: input.memo,
    entries: [
      { account: account('cod_collected', input.sellerId), amount: input.price },
      { account: account('cod_sales', input.sellerId), amount: -input.price },
      { account: account('available', input.sellerId), amount: -input.fee },
      ...(input.fee > 0 ? [{ account: account('fee_revenue'), amount: input.fee }] : []),
    ],
  });
}

/**
 * A courier collected a cash-on-delivery order's book + delivery at the door (decision 430): the courier
 * owes it to BoiBazar (`courier_receivable`, entered negative like money received), the price is held for
 * the seller as a paid order's is (released less the fee when the deal completes), and the delivery fee is
 * owed back to the courier. Once per order (the ledger's unique deal + kind).
 */
export async function holdCourierCash(
  trx: Db,
  input: {
    orderId: string;
    memo: string;
    courier: string;
    sellerId: string;
    price: number;
    fee: number;
    deliveryFee: number;
  },
): Promise<void> {
  if (!Number.isSafeInteger(input.deliveryFee) || input.deliveryFee < 0)
    throw new LedgerError(`A delivery fee of ${input.deliveryFee} Taka cannot be owed to the courier`);
  if (input.price + input.deliveryFee === 0) return; // nothing was collected
  const held = await ensureAccount(trx, heldAccount('order', input.orderId));
  await describeHold(trx, held.id, { payeeId: input.sellerId, fee: input.fee });
  await postTransaction(trx, {
    kind: 'courier_collected',
    dealKind: 'order',
    dealId: input.orderId,
    memo: input.memo,
    entries: [
      { account: account('courier_receivable', input.courier), amount: -(input.price + input.deliveryFee) },
      ...(input.price > 0 ? [{ account: heldAccount('order', input.orderId), amount: input.price }] : []),
      ...(input.deliveryFee > 0 ? [{ account: account('courier_payable'), amount: input.deliveryFee }] : []),
    ],
  });
}

/**
 * The courier lost a cash-on-delivery parcel before delivery and pays for the book (decision 431): the
 * courier owes it to BoiBazar (`courier_receivable`, cleared when its settlement pays it), and the seller
 * has it available now. No fee: there was no sale. Once per order (the ledger's unique deal + kind).
 */
export async function creditCourierCompensation(
  trx: Db,
  input: { orderId: string; memo: string; courier: string; sellerId: string; amount: number },
): Promise<void> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
    throw new LedgerError(`A compensation of ${input.amount} Taka cannot be credited`);
  await postTransaction(trx, {
    kind: 'courier_compensation',
    dealKind: 'order',
    dealId: input.orderId,
    memo: input.memo,
    entries: [
      { account: account('courier_receivable', input.courier), amount: -input.amount },
      { account: account('available', input.sellerId), amount: input.amount },
    ],
  });
}

/**
 * A courier paid BoiBazar the cash it collected less its delivery charges (decision 430): money received
 * at the bank, the collected cash off the courier's receivable, the charges off what BoiBazar owes the
 * courier. `settlementId` is our row's id (one posting per settlement).
 */
export async function postCourierSettlement(
  trx: Db,
  input: {
    settlementId: string;
    courier: string;
    memo: string;
    paid: number;
    collected: number;
    charges: number;
  },
): Promise<string> {
  if (input.paid !== input.collected - input.charges)
    throw new LedgerError(
      `A settlement paying ${input.paid} Taka for ${input.collected} collected less ${input.charges} does not balance`,
    );
  return postTransaction(trx, {
    kind: 'courier_settlement',
    dealKind: 'settlement',
    dealId: input.settlementId,
    memo: input.memo,
    entries: [
      { account: account('received', 'bank'), amount: -input.paid },
      { account: account('courier_receivable', input.courier), amount: input.collected },
      { account: account('courier_payable'), amount: -input.charges },
    ],
  });
}

/** The fee of a top-up, fixed when it is paid. */
export const topupFee = (trx: Db, amount: number) => feeFor(trx, amount);
