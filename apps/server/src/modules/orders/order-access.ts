// Who the caller is to an order: its buyer, the seller of its book, or the admin; anyone else is refused.
import type { Db } from '../../db/database.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../identity/index.ts';
import { TRANSITIONS, wrongStageMessage, type Transition } from './order-states.ts';
import { findOrderWithSeller } from './order-repository.ts';
import type { OrderWithSeller } from './transition-order.ts';

export type OrderViewer = 'buyer' | 'seller' | 'admin';

export async function loadOrderFor(
  db: Db,
  user: AuthUser,
  orderId: string,
): Promise<{ order: OrderWithSeller; viewer: OrderViewer }> {
  const order = await findOrderWithSeller(db, orderId);
  if (!order) throw notFound('ORDER_NOT_FOUND', 'Order');
  if (order.buyerId === user._id) return { order, viewer: 'buyer' };
  if (order.sellerId === user._id) return { order, viewer: 'seller' };
  if (user.role === 'Admin') return { order, viewer: 'admin' };
  throw forbidden('NOT_A_PARTY', 'This order is not yours');
}

const WHO: Record<OrderViewer | 'system', string> = {
  buyer: 'the buyer',
  seller: 'the seller',
  admin: 'the admin',
  system: 'BoiBazar',
};

/** Loads the order and checks that the caller is the one who may take this step, in this stage. */
export async function orderForStep(
  db: Db,
  user: AuthUser,
  orderId: string,
  transition: Transition,
): Promise<OrderWithSeller> {
  const { order, viewer } = await loadOrderFor(db, user, orderId);
  const rule = TRANSITIONS[transition];
  if (viewer !== rule.by) throw forbidden('NOT_YOUR_STEP', `Only ${WHO[rule.by]} can do this`);
  if (order.status !== rule.from) throw conflictFor(transition, order.status);
  return order;
}

const conflictFor = (transition: Transition, status: OrderWithSeller['status']) =>
  conflict('WRONG_STAGE', wrongStageMessage(transition, status), { stage: status, step: transition });
