// The exchange's state machine: the one table of stages and allowed transitions, checked on the server
// (docs/decisions/140-exchange-state-machine.md). Pages read the caller's actions from actionsFor.
import type { ExchangeAction, ExchangeStatus } from '@boibazar/shared/exchanges';
import { EXCHANGE_ROUNDS_MAX } from '@boibazar/shared/exchanges';
import type { ExchangesTable } from '../../db/schema.ts';
import { conflict, forbidden } from '../../lib/errors.ts';

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

/** Who may take a step: an actor, or `payer`, the party whose top-up it is to pay. */
export type Taker = Actor | 'payer';

interface Rule {
  from: ExchangeStatus[];
  to: ExchangeStatus;
  /** Who may take it: read by `mayTake`/`checkStep` (the refusals) and `actionsFor` (the buttons). */
  by: Taker[];
  /** What a caller the rule does not name is told (403). */
  refusal?: string;
  verb: string;
  /** The timeline row's type. */
  event: string;
}

export const TRANSITIONS: Record<Transition, Rule> = {
  accept: {
    from: ['proposed'],
    to: 'accepted',
    by: ['owner'],
    refusal: 'Only the party the offer was made to can accept it',
    verb: 'accepted',
    event: 'accepted',
  },
  acceptAwaitingTopup: {
    from: ['proposed'],
    to: 'awaiting_topup',
    by: ['owner'],
    refusal: 'Only the party the offer was made to can accept it',
    verb: 'accepted',
    event: 'accepted',
  },
  decline: {
    from: ['proposed'],
    to: 'declined',
    by: ['owner'],
    refusal: 'Only the party the offer was made to can decline it',
    verb: 'declined',
    event: 'declined',
  },
  withdraw: {
    from: ['proposed'],
    to: 'withdrawn',
    by: ['proposer'],
    refusal: 'Only the proposer can withdraw the offer',
    verb: 'withdrawn',
    event: 'withdrawn',
  },
  counter: {
    from: ['proposed'],
    to: 'countered',
    by: ['owner'],
    refusal: 'Only the party the offer was made to can counter it',
    verb: 'countered',
    event: 'countered',
  },
  expire: { from: ['proposed'], to: 'expired', by: ['system'], verb: 'expired', event: 'expired' },
  /** Another exchange took one of its books. */
  lose: { from: ['proposed'], to: 'declined', by: ['system'], verb: 'declined', event: 'declined' },
  topupPaid: {
    from: ['awaiting_topup'],
    to: 'accepted',
    by: ['payer'],
    refusal: 'Only the payer can pay the top-up',
    verb: 'paid',
    event: 'topup_paid',
  },
  /** The payer will hand the top-up over in cash with the books: no money moves online (decision 420). */
  topupInCash: {
    from: ['awaiting_topup'],
    to: 'accepted',
    by: ['payer'],
    refusal: 'Only the payer can pay the top-up',
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
    refusal: 'Only the two parties can open a dispute',
    verb: 'disputed',
    event: 'disputed',
  },
  resolveComplete: {
    from: ['disputed'],
    to: 'completed',
    by: ['admin'],
    refusal: 'Only the admin can resolve a dispute',
    verb: 'completed',
    event: 'resolved_completed',
  },
  resolveCancel: {
    from: ['disputed'],
    to: 'cancelled',
    by: ['admin'],
    refusal: 'Only the admin can resolve a dispute',
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

/** The caller as the rules name takers: their side of the exchange, and their id (for `payer`). */
export interface Caller {
  side: 'proposer' | 'owner' | 'admin';
  userId: string;
}

/** Whether the step's rule names this caller (the payer: the party whose top-up it is, when there is one). */
export function mayTake(x: ExchangesTable, transition: Transition, caller: Caller): boolean {
  return TRANSITIONS[transition].by.some((taker) =>
    taker === 'payer'
      ? caller.side !== 'admin' && Number(x.topup_amount) > 0 && payerIdOf(x) === caller.userId
      : taker === caller.side,
  );
}

/** 403, in the rule's words, unless the step's rule names the caller. */
export function checkTaker(x: ExchangesTable, transition: Transition, caller: Caller): void {
  if (!mayTake(x, transition, caller))
    throw forbidden('NOT_YOUR_STEP', TRANSITIONS[transition].refusal ?? 'You cannot take this step');
}

/**
 * A step as the table allows it: 403 for a caller its rule does not name, then 409 in a stage it does not
 * start from. `verb` names the step in the refusal when the use-case's step is wider than the rule (resolved).
 */
export function checkStep(
  x: ExchangesTable,
  transition: Transition,
  caller: Caller,
  verb = TRANSITIONS[transition].verb,
): void {
  checkTaker(x, transition, caller);
  if (!TRANSITIONS[transition].from.includes(x.status))
    throw conflict('WRONG_STAGE', wrongStage(x.status, verb), { stage: x.status, step: transition });
}

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
  // The table's steps: offered where its rule names the viewer and the stage is one it starts from.
  const can = (transition: Transition) =>
    TRANSITIONS[transition].from.includes(x.status) &&
    mayTake(x, transition, { side: viewer, userId: viewerId });
  if (can('accept')) actions.push('accept');
  if (can('decline')) actions.push('decline');
  if (can('counter') && x.round < EXCHANGE_ROUNDS_MAX) actions.push('counter');
  if (can('withdraw')) actions.push('withdraw');
  if (can('topupPaid')) actions.push('pay_topup');
  // Each side's own marks while accepted (not stages of the table).
  if (x.status === 'accepted' && viewer !== 'admin') {
    const mine = viewer === 'proposer' ? 'proposer' : 'owner';
    const theirs = mine === 'proposer' ? 'owner' : 'proposer';
    if (x[`${mine}_handed_over_at`] === null) actions.push('handover');
    if (x[`${mine}_received_at`] === null && x[`${theirs}_handed_over_at`] !== null) actions.push('received');
  }
  if (can('dispute')) actions.push('dispute');
  if (can('resolveComplete')) actions.push('resolve');
  if (x.status === 'completed' && viewer !== 'admin' && reviewUntil && reviewUntil > now) {
    const reviewed = viewer === 'proposer' ? x.proposer_reviewed_at : x.owner_reviewed_at;
    if (reviewed === null) actions.push('review');
  }
  return actions;
}
