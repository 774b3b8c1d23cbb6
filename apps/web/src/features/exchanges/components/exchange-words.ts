// How an exchange's stages and timeline read, from the caller's side.
import type { Exchange, ExchangeStatus } from '@boibazar/shared/exchanges';
import { formatTaka } from '../../../lib/money.ts';
import { textOf } from '../../../i18n/i18n.ts';

export const stageText = (): Record<ExchangeStatus, string> => ({
  proposed: textOf('exchanges').offerWaitingForAnAnswer,
  countered: textOf('exchanges').counteredWithANewOffer,
  accepted: textOf('exchanges').acceptedHandTheBooksOver,
  awaiting_topup: textOf('exchanges').acceptedWaitingForTheTop,
  declined: textOf('exchanges').declined,
  withdrawn: textOf('exchanges').withdrawn,
  expired: textOf('exchanges').expiredWithoutAnAnswer,
  cancelled: textOf('exchanges').cancelled,
  disputed: textOf('exchanges').disputedTheAdminWillDecide,
  completed: textOf('exchanges').completed,
});

export const eventText = (): Record<string, string> => ({
  proposed: textOf('exchanges').offerMade,
  counter_proposed: textOf('exchanges').counterOfferMade,
  accepted: textOf('exchanges').accepted,
  declined: textOf('exchanges').declined,
  withdrawn: textOf('exchanges').withdrawn,
  countered: textOf('exchanges').answeredWithACounterOffer,
  expired: textOf('exchanges').expired,
  topup_paid: textOf('exchanges').topUpPaid,
  topup_in_cash: textOf('exchanges').topUpInCashAtHandover,
  topup_lapsed: textOf('exchanges').topUpNotPaidIn,
  handed_over: textOf('exchanges').booksHandedOver,
  received: textOf('exchanges').booksReceived,
  completed: textOf('exchanges').exchangeCompleted,
  topup_settled: textOf('exchanges').topUpSettled,
  disputed: textOf('exchanges').disputeOpened,
  resolved_completed: textOf('exchanges').disputeResolvedCompleted,
  resolved_cancelled: textOf('exchanges').disputeResolvedCancelled,
  topup_refunded: textOf('exchanges').topUpRefunded,
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
  const t = textOf('exchanges');
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
  const t = textOf('exchanges');
  const taka = formatTaka(amount);
  const line = isYou(payerSide)
    ? t.youPayPayeeAmount({ payee: payee.name, amount: taka })
    : isYou(payee)
      ? t.payerPaysYouAmount({ payer: payerSide.name, amount: taka })
      : t.payerPaysPayeeAmount({ payer: payerSide.name, payee: payee.name, amount: taka });
  // Settled in cash at the handover (decision 420): the line says so, since no money moved online.
  return exchange.topup.method === 'cash' ? `${line} · ${t.topUpInCashAtHandover}` : line;
}
