// The seller hands the book over (courier or meet-up): paid → handed_over, or for cash on delivery
// cod → cod_handed_over (the cash is collected next).
import type { Handover } from '@boibazar/shared/orders';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../events/index.ts';
import type { AuthUser } from '../identity/index.ts';
import { findOrder } from './order-repository.ts';
import { orderForStep } from './order-access.ts';
import { transitionOrder } from './transition-order.ts';

export async function handOverOrder(db: Db, seller: AuthUser, orderId: string, handover: Handover) {
  const step = (await findOrder(db, orderId))?.status === 'cod' ? 'codHandover' : 'handover';
  const order = await orderForStep(db, seller, orderId, step);
  await inTransaction(db, (trx) =>
    transitionOrder(trx, order, step, { role: 'seller', id: seller._id }, { handover }),
  );
}
