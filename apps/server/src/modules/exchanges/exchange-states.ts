// The exchange's state machine: the one table of stages and allowed transitions, checked on the server
// (docs/decisions/140-exchange-state-machine.md). Pages read the caller's actions from actionsFor.
import type { ExchangeAction, ExchangeStatus } from '@boibazar/shared/exchanges';
import { EXCHANGE_ROUNDS_MAX } from '@boibazar/shared/exchanges';
import type { ExchangesTable } from '../../db/schema.ts';

export type Actor = 'proposer' | 'owner' | 'admin' | 'system';

export type Transition =
  | 'accept'
  | 'acceptAwaitingTopup'
  | 'decline'
  | 'withdraw'
  | 'counter'
  | 'expire'
  | 'lose'
  | 'topupPaid'
  | 'topupInCash'
  | 'topupLapsed'
  | 'complete'
  | 'dispute'
  | 'resolveComplete'
  | 'resolveCancel';

interface Rule {
  from: ExchangeStatus[];
  to: ExchangeStatus;
  by: Actor[];
  verb: string;
  /** The timeline row's type. */
  event: string;
}

export const TRANSITIONS: Record<Transition, Rule> = {
  accept: { from: ['proposed'], to: 'accepted', by: ['owner'], verb: 'accepted', event: 'accepted' },
  acceptAwaitingTopup: {
    from: ['proposed'],
    to: 'awaiting_topup',
    by: ['owner'],
    verb: 'accepted',
    event: 'accepted',
  },
  decline: { from: ['proposed'], to: 'declined', by: ['owner'], verb: 'declined', event: 'declined' },
  withdraw: { from: ['proposed'], to: 'withdrawn', by: ['proposer'], verb: 'withdrawn', event: 'withdrawn' },
  counter: { from: ['proposed'], to: 'countered', by: ['owner'], verb: 'countered', event: 'countered' },
  expire: { from: ['proposed'], to: 'expired', by: ['system'], verb: 'expired', event: 'expired' },
  /** Another exchange took one of its books. */
  lose: { from: ['proposed'], to: 'declined', by: ['system'], verb: 'declined', event: 'declined' },
  topupPaid: {
    from: ['awaiting_topup'],
    to: 'accepted',
    by: ['proposer', 'owner'],
    verb: 'paid',
    event: 'topup_paid',
  },
  /** The payer will hand the top-up over in cash with the books: no money moves online (decision 420). */
  topupInCash: {
    from: ['awaiting_topup'],
    to: 'accepted',
    by: ['proposer', 'owner'],
    verb: 'settled in cash',
    event: 'topup_in_cash',
  },
  topupLapsed: {
    from: ['awaiting_topup'],
    to: 'cancelled',
    by: ['system'],
    verb: 'cancelled',
    event: 'topup_lapsed',
  },
  complete: { from: ['accepted'], to: 'completed', by: ['system'], verb: 'completed', event: 'completed' },
  dispute: {
    from: ['accepted'],
    to: 'disputed',
    by: ['proposer', 'owner'],
    verb: 'disputed',
    event: 'disputed',
  },
  resolveComplete: {
    from: ['disputed'],
    to: 'completed',
    by: ['admin'],
    verb: 'completed',
    event: 'resolved_completed',
  },
  resolveCancel: {
    from: ['disputed'],
    to: 'cancelled',
    by: ['admin'],
    verb: 'cancelled',
    event: 'resolved_cancelled',
  },
};

const STAGE_NAMES: Record<ExchangeStatus, string> = {
  proposed: 'still an open offer',
  countered: 'countered',
  accepted: 'accepted',
  awaiting_topup: 'waiting for its top-up',
  declined: 'declined',
  withdrawn: 'withdrawn',
  expired: 'expired',
  cancelled: 'cancelled',
  disputed: 'disputed',
  completed: 'completed',
};

export const wrongStage = (status: ExchangeStatus, verb: string) =>
  `This exchange is ${STAGE_NAMES[status]}; it cannot be ${verb} now`;

/** The side the top-up's payer is on, in the exchange's own terms. */
export const payerIdOf = (x: Pick<ExchangesTable, 'topup_payer' | 'proposer_id' | 'owner_id'>) =>
  x.topup_payer === 'owner' ? x.owner_id : x.proposer_id;

export interface ActionContext {
  exchange: ExchangesTable;
  viewer: 'proposer' | 'owner' | 'admin';
  viewerId: string;
  reviewUntil: Date | null;
  now: Date;
}

/** What the viewer may do now, in the order pages offer them. */
export function actionsFor({
  exchange: x,
  viewer,
  viewerId,
  reviewUntil,
  now,
}: ActionContext): ExchangeAction[] {
  const actions: ExchangeAction[] = [];
  if (x.status === 'proposed') {
    if (viewer === 'owner') {
      actions.push('accept', 'decline');
      if (x.round < EXCHANGE_ROUNDS_MAX) actions.push('counter');
    }
    if (viewer === 'proposer') actions.push('withdraw');
  }
  if (x.status === 'awaiting_topup' && viewer !== 'admin' && payerIdOf(x) === viewerId)
    actions.push('pay_topup');
  if (x.status === 'accepted' && viewer !== 'admin') {
    const mine = viewer === 'proposer' ? 'proposer' : 'owner';
    const theirs = mine === 'proposer' ? 'owner' : 'proposer';
    if (x[`${mine}_handed_over_at`] === null) actions.push('handover');
    if (x[`${mine}_received_at`] === null && x[`${theirs}_handed_over_at`] !== null) actions.push('received');
    actions.push('dispute');
  }
  if (x.status === 'disputed' && viewer === 'admin') actions.push('resolve');
  if (x.status === 'completed' && viewer !== 'admin' && reviewUntil && reviewUntil > now) {
    const reviewed = viewer === 'proposer' ? x.proposer_reviewed_at : x.owner_reviewed_at;
    if (reviewed === null) actions.push('review');
  }
  return actions;
}
