// How an exchange's stages and timeline read, from the caller's side.
import type { Exchange, ExchangeStatus } from '@boibazar/shared/exchanges';
import { formatTaka } from '#app/lib/money.ts';
import { textOf } from '#app/i18n/i18n.ts';
import { exchangesText } from '../i18n.ts';

export const stageText = (): Record<ExchangeStatus, string> => ({
  proposed: textOf(exchangesText).offerWaitingForAnAnswer,
  countered: textOf(exchangesText).counteredWithANewOffer,
  accepted: textOf(exchangesText).acceptedHandTheBooksOver,
  awaiting_topup: textOf(exchangesText).stageAwaitingTopUp,
  declined: textOf(exchangesText).declined,
  withdrawn: textOf(exchangesText).withdrawn,
  expired: textOf(exchangesText).expiredWithoutAnAnswer,
  cancelled: textOf(exchangesText).cancelled,
  disputed: textOf(exchangesText).disputedTheAdminWillDecide,
  completed: textOf(exchangesText).completed,
});

export const eventText = (): Record<string, string> => ({
  proposed: textOf(exchangesText).offerMade,
  counter_proposed: textOf(exchangesText).counterOfferMade,
  accepted: textOf(exchangesText).accepted,
  declined: textOf(exchangesText).declined,
  withdrawn: textOf(exchangesText).withdrawn,
  countered: textOf(exchangesText).answeredWithACounterOffer,
  expired: textOf(exchangesText).expired,
  topup_paid: textOf(exchangesText).topUpPaid,
  topup_in_cash: textOf(exchangesText).topUpInCashAtHandover,
  topup_lapsed: textOf(exchangesText).stageTopUpExpired,
  handed_over: textOf(exchangesText).booksHandedOver,
  received: textOf(exchangesText).booksReceived,
  completed: textOf(exchangesText).exchangeCompleted,
  topup_settled: textOf(exchangesText).topUpSettled,
  disputed: textOf(exchangesText).disputeOpened,
  resolved_completed: textOf(exchangesText).disputeResolvedCompleted,
  resolved_cancelled: textOf(exchangesText).disputeResolvedCancelled,
  topup_refunded: textOf(exchangesText).topUpRefunded,
});

export const stageTone = (status: ExchangeStatus) =>
  status === 'completed'
    ? 'bg-green-100 text-green-900'
    : status === 'disputed'
      ? 'bg-red-100 text-red-900'
      : ['proposed', 'accepted', 'awaiting_topup'].includes(status)
        ? 'bg-amber-100 text-amber-950'
        : 'bg-stone-200 text-stone-800';

/** The two sides as the caller sees them: theirs first (for the admin, the proposer first). */
export function sidesOf(exchange: Exchange) {
  const mine = exchange.viewerRole === 'owner' ? 'owner' : 'proposer';
  const theirs = mine === 'owner' ? 'proposer' : 'owner';
  const admin = exchange.viewerRole === 'admin';
  const t = textOf(exchangesText);
  return {
    mine,
    theirs,
    me: exchange[mine],
    other: exchange[theirs],
    myLabel: admin ? t.nameGives({ name: exchange.proposer.name }) : t.youGive,
    theirLabel: t.nameGives({ name: admin ? exchange.owner.name : exchange[theirs].name }),
  } as const;
}

export function topupLine(exchange: Exchange): string | null {
  const { amount, payer } = exchange.topup;
  if (amount === 0 || !payer) return null;
  const payerSide = exchange[payer];
  const payee = exchange[payer === 'proposer' ? 'owner' : 'proposer'];
  const isYou = (side: typeof payerSide) =>
    exchange.viewerRole !== 'admin' && exchange[exchange.viewerRole]._id === side._id;
  const t = textOf(exchangesText);
  const taka = formatTaka(amount);
  const line = isYou(payerSide)
    ? t.youPayPayeeAmount({ payee: payee.name, amount: taka })
    : isYou(payee)
      ? t.payerPaysYouAmount({ payer: payerSide.name, amount: taka })
      : t.payerPaysPayeeAmount({ payer: payerSide.name, payee: payee.name, amount: taka });
  // Settled in cash at the handover (decision 420): the line says so, since no money moved online.
  return exchange.topup.method === 'cash' ? `${line} · ${t.topUpInCashAtHandover}` : line;
}
