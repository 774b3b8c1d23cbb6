// The order's state machine: the one table of stages and allowed transitions, checked on the server
// (docs/decisions/120-order-state-machine.md). Pages read the caller's actions from actionsFor.
import type { OrderAction, OrderStatus } from '@boibazar/shared/orders';
import type { OrderActorRole } from '../../db/schema.ts';

export type Transition =
  | 'pay'
  | 'cancel'
  | 'handover'
  | 'decline'
  | 'received'
  | 'dispute'
  | 'expire'
  | 'autoComplete'
  | 'refund'
  | 'release'
  | 'placeCod'
  | 'codHandover'
  | 'codCancel'
  | 'codDecline'
  | 'cashCollected'
  | 'codRefused'
  | 'codExpire'
  | 'lapse'
  | 'courierCollected'
  | 'codLost';

interface TransitionRule {
  from: OrderStatus;
  to: OrderStatus;
  by: OrderActorRole;
  /** The action the caller sees for it (system transitions have none). */
  action?: OrderAction;
  /** How a refusal in the wrong stage reads: "This order … cannot be <verb>". */
  verb: string;
}

export const TRANSITIONS: Record<Transition, TransitionRule> = {
  pay: { from: 'open', to: 'paid', by: 'buyer', action: 'pay', verb: 'paid' },
  cancel: { from: 'open', to: 'cancelled', by: 'buyer', action: 'cancel', verb: 'cancelled' },
  handover: { from: 'paid', to: 'handed_over', by: 'seller', action: 'handover', verb: 'handed over' },
  decline: { from: 'paid', to: 'declined', by: 'seller', action: 'decline', verb: 'declined' },
  received: {
    from: 'handed_over',
    to: 'completed',
    by: 'buyer',
    action: 'received',
    verb: 'confirmed as received',
  },
  dispute: { from: 'handed_over', to: 'disputed', by: 'buyer', action: 'dispute', verb: 'disputed' },
  expire: { from: 'paid', to: 'expired', by: 'system', verb: 'expired' },
  autoComplete: { from: 'handed_over', to: 'completed', by: 'system', verb: 'completed' },
  refund: { from: 'disputed', to: 'refunded', by: 'admin', action: 'resolve', verb: 'refunded' },
  release: { from: 'disputed', to: 'completed', by: 'admin', action: 'resolve', verb: 'released' },
  // Cash on delivery (docs/decisions/151-cash-on-delivery.md): no money moves until the seller collects it.
  placeCod: { from: 'open', to: 'cod', by: 'buyer', verb: 'placed for cash on delivery' },
  codHandover: { from: 'cod', to: 'cod_handed_over', by: 'seller', action: 'handover', verb: 'handed over' },
  codCancel: { from: 'cod', to: 'cancelled', by: 'buyer', action: 'cancel', verb: 'cancelled' },
  codDecline: { from: 'cod', to: 'cancelled', by: 'seller', action: 'decline', verb: 'declined' },
  cashCollected: {
    from: 'cod_handed_over',
    to: 'completed',
    by: 'seller',
    action: 'cash_collected',
    verb: 'marked as paid in cash',
  },
  codRefused: {
    from: 'cod_handed_over',
    to: 'cancelled',
    by: 'seller',
    action: 'cod_refused',
    verb: 'marked as refused',
  },
  // HANDOVER_WITHIN passed without a handover (decision 152): nothing was paid, so nothing to refund.
  codExpire: { from: 'cod', to: 'cancelled', by: 'system', verb: 'expired' },
  // An accepted offer's order was not paid within OFFER_PAY_WITHIN (decision 250).
  lapse: { from: 'open', to: 'cancelled', by: 'system', verb: 'cancelled' },
  // The courier delivered a cash-on-delivery parcel and collected book + delivery at the door (decision
  // 430): paid now, held for the seller, and the buyer confirms or disputes as after a paid handover.
  courierCollected: {
    from: 'cod_handed_over',
    to: 'handed_over',
    by: 'system',
    verb: 'collected by the courier',
  },
  // The courier lost a cash-on-delivery parcel before delivering it (decision 431): no cash was collected,
  // the buyer owes nothing; the book is gone with the courier, whose compensation the admin records.
  codLost: { from: 'cod_handed_over', to: 'lost', by: 'system', verb: 'marked as lost by the courier' },
};

/** How each stage reads in a refusal. */
export const STAGE_NAMES: Record<OrderStatus, string> = {
  open: 'not paid yet',
  paid: 'paid',
  handed_over: 'handed over',
  completed: 'completed',
  cancelled: 'cancelled',
  declined: 'declined',
  expired: 'expired',
  disputed: 'disputed',
  refunded: 'refunded',
  cod: 'waiting for handover (cash on delivery)',
  cod_handed_over: 'handed over for cash on delivery',
  lost: 'lost by the courier',
};

export const wrongStageMessage = (transition: Transition, status: OrderStatus) =>
  `This order is ${STAGE_NAMES[status]}; it cannot be ${TRANSITIONS[transition].verb} now`;

export interface ActionContext {
  status: OrderStatus;
  viewer: 'buyer' | 'seller' | 'admin';
  /** Set when the deal completed: review until then, unless the viewer's side has reviewed already. */
  reviewUntil: string | null;
  reviewedByViewer: boolean;
  now: Date;
}

/** The actions the viewer may take now, in the order the pages offer them. */
export function actionsFor(ctx: ActionContext): OrderAction[] {
  const actions: OrderAction[] = [];
  for (const rule of Object.values(TRANSITIONS)) {
    if (rule.action && rule.from === ctx.status && rule.by === ctx.viewer && !actions.includes(rule.action))
      actions.push(rule.action);
  }
  if (
    ctx.status === 'completed' &&
    ctx.viewer !== 'admin' &&
    !ctx.reviewedByViewer &&
    ctx.reviewUntil !== null &&
    new Date(ctx.reviewUntil) > ctx.now
  )
    actions.push('review');
  return actions;
}
