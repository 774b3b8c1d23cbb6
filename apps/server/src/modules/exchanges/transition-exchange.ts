// The one way an exchange changes stage: ONE conditional update, its timeline row and its domain event
// (on which timers-plugin.ts arms and stops its timers), in the caller's transaction; concurrent
// transitions have one winner, the others a 409.
import type { Db } from '../../db/database.ts';
import type { ExchangesTable } from '../../db/schema.ts';
import { publish } from '../../events/index.ts';
import { conflict } from '../../lib/errors.ts';
import { nowIso } from '../../lib/ids.ts';
import { TRANSITIONS, wrongStage, type Actor, type Transition } from './exchange-states.ts';
import { findExchange, insertExchangeEvent, moveExchange } from './exchange-repository.ts';

export const EXCHANGE_JOBS = {
  offerExpires: 'exchanges.offer-expires',
  topupDue: 'exchanges.topup-due',
} as const;

/** What every exchange event carries; the rest is read through the API. */
export type ExchangeEventFields = {
  exchangeId: string;
  proposerId: string;
  ownerId: string;
  bookName: string;
  topupAmount: number;
  /** Who pays the top-up, when there is one: notifications say so (decision 260). */
  topupPayer: 'proposer' | 'owner' | null;
  /** Who receives the top-up (the side that does not pay it); null without one (the ledger, decision 240). */
  topupPayeeId: string | null;
  actorRole: Actor;
  actorId: string | null;
};

declare module '../../events/index.ts' {
  interface DomainEvents {
    /** `counter`: this offer answers an earlier one (the `exchange.countered` beside it is not told again). */
    'exchange.proposed': ExchangeEventFields & { counter: boolean };
    'exchange.countered': ExchangeEventFields & { counterId: string };
    'exchange.accepted': ExchangeEventFields & { awaitingTopup: boolean; topupPayerId: string | null };
    'exchange.declined': ExchangeEventFields & { reason: string };
    'exchange.withdrawn': ExchangeEventFields;
    'exchange.expired': ExchangeEventFields;
    'exchange.topup_paid': ExchangeEventFields;
    /** The payer settles the top-up in cash at the handover (decision 420): no money moves online. */
    'exchange.topup_in_cash': ExchangeEventFields;
    'exchange.handed_over': ExchangeEventFields;
    'exchange.completed': ExchangeEventFields;
    'exchange.disputed': ExchangeEventFields & { reason: string };
    'exchange.cancelled': ExchangeEventFields & { reason: string };
  }
}

export const fieldsOf = (
  x: ExchangesTable,
  bookName: string,
  actor: { role: Actor; id: string | null },
): ExchangeEventFields => ({
  exchangeId: x.id,
  proposerId: x.proposer_id,
  ownerId: x.owner_id,
  bookName,
  topupAmount: Number(x.topup_amount),
  topupPayer: Number(x.topup_amount) > 0 ? x.topup_payer : null,
  topupPayeeId: Number(x.topup_amount) > 0 ? (x.topup_payer === 'owner' ? x.proposer_id : x.owner_id) : null,
  actorRole: actor.role,
  actorId: actor.id,
});

export async function transitionExchange(
  trx: Db,
  x: ExchangesTable,
  transition: Transition,
  actor: { role: Actor; id: string | null },
  details: { bookName: string; reason?: string; counterId?: string; set?: Partial<ExchangesTable> },
): Promise<ExchangesTable> {
  const rule = TRANSITIONS[transition];
  const now = nowIso();
  const set: Partial<ExchangesTable> = {
    ...details.set,
    ...(rule.to === 'completed' ? { completed_at: now } : {}),
  };
  if (!(await moveExchange(trx, x.id, rule.from, rule.to, set))) {
    const current = await findExchange(trx, x.id);
    throw current
      ? conflict('WRONG_STAGE', wrongStage(current.status, rule.verb), {
          stage: current.status,
          step: transition,
        })
      : conflict('NO_LONGER_EXISTS', 'This exchange no longer exists');
  }
  const from = x.status;
  await insertExchangeEvent(trx, {
    exchangeId: x.id,
    type: rule.event,
    from,
    to: rule.to,
    actorRole: actor.role,
    actorId: actor.id,
    data: details.reason ? { reason: details.reason } : undefined,
  });

  const fields = fieldsOf(x, details.bookName, actor);
  const reason = details.reason ?? '';
  switch (transition) {
    case 'accept':
    case 'acceptAwaitingTopup':
      await publish(trx, {
        type: 'exchange.accepted',
        ...fields,
        awaitingTopup: rule.to === 'awaiting_topup',
        topupPayerId:
          Number(x.topup_amount) > 0 ? (x.topup_payer === 'owner' ? x.owner_id : x.proposer_id) : null,
      });
      break;
    case 'decline':
    case 'lose':
      await publish(trx, { type: 'exchange.declined', ...fields, reason });
      break;
    case 'withdraw':
      await publish(trx, { type: 'exchange.withdrawn', ...fields });
      break;
    case 'counter':
      await publish(trx, { type: 'exchange.countered', ...fields, counterId: details.counterId ?? '' });
      break;
    case 'expire':
      await publish(trx, { type: 'exchange.expired', ...fields });
      break;
    case 'topupPaid':
      await publish(trx, { type: 'exchange.topup_paid', ...fields });
      break;
    case 'topupInCash':
      await publish(trx, { type: 'exchange.topup_in_cash', ...fields });
      break;
    case 'complete':
    case 'resolveComplete':
      await publish(trx, { type: 'exchange.completed', ...fields });
      break;
    case 'dispute':
      await publish(trx, { type: 'exchange.disputed', ...fields, reason });
      break;
    case 'topupLapsed':
    case 'resolveCancel':
      await publish(trx, { type: 'exchange.cancelled', ...fields, reason });
      break;
  }
  return { ...x, ...set, status: rule.to, updated_at: now };
}
