// The admin settles a dispute: refund (all, or part, of what was paid) → refunded; release → completed.
import type { ResolveDispute } from '@boibazar/shared/orders';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../events/index.ts';
import { badRequest } from '../../lib/errors.ts';
import type { AuthUser } from '../identity/index.ts';
import { orderForStep } from './order-access.ts';
import { transitionOrder } from './transition-order.ts';

export async function resolveDispute(db: Db, admin: AuthUser, orderId: string, input: ResolveDispute) {
  const transition = input.outcome === 'refund' ? 'refund' : 'release';
  const order = await orderForStep(db, admin, orderId, transition);
  if (input.outcome === 'release' && input.amount !== undefined)
    throw badRequest('AMOUNT_WITHOUT_REFUND', 'An amount goes only with a refund');
  const amount = input.amount ?? order.price;
  if (amount > order.price)
    throw badRequest('REFUND_TOO_LARGE', `The refund cannot exceed the ${order.price} Taka the buyer paid`);
  await inTransaction(db, (trx) =>
    transitionOrder(
      trx,
      order,
      transition,
      { role: 'admin', id: admin._id },
      transition === 'refund' ? { amount } : {},
    ),
  );
}
