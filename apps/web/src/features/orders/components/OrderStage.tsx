// One place that names an order's stage and its next action, for My Orders, My Buyers and the order page.
import type { Order, OrderAction, OrderStatus } from '@boibazar/shared/orders';
import { Link } from 'react-router';
import { textOf, useText } from '#app/i18n/i18n.ts';
import { ordersText } from '../i18n.ts';
import { orderStageName } from '#app/lib/reader-names.ts';

const tones: Record<OrderStatus, string> = {
  open: 'bg-amber-100 text-amber-800',
  paid: 'bg-sky-100 text-sky-800',
  handed_over: 'bg-indigo-100 text-indigo-800',
  completed: 'bg-green-100 text-green-800',
  cancelled: 'bg-stone-100 text-stone-600',
  declined: 'bg-stone-100 text-stone-700',
  expired: 'bg-stone-100 text-stone-700',
  disputed: 'bg-red-100 text-red-800',
  refunded: 'bg-stone-100 text-stone-700',
  cod: 'bg-sky-100 text-sky-800',
  cod_handed_over: 'bg-indigo-100 text-indigo-800',
  lost: 'bg-red-100 text-red-800',
};

/** How each action reads as the next step (pay and cancel are handled by My Orders itself). */
export const actionLabels = (): Record<OrderAction, string> => ({
  pay: textOf(ordersText).pay,
  cancel: textOf(ordersText).cancel,
  handover: textOf(ordersText).handOver,
  decline: textOf(ordersText).decline,
  received: textOf(ordersText).confirmReceived,
  dispute: textOf(ordersText).openADispute,
  resolve: textOf(ordersText).resolve,
  review: textOf(ordersText).leaveAReview,
  cash_collected: textOf(ordersText).cashCollected,
  cod_refused: textOf(ordersText).buyerRefused,
});

export function StageBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`inline-block rounded px-2 py-1 text-xs font-semibold ${tones[status]}`}>
      {orderStageName(status)}
    </span>
  );
}

/** The order's first step for this viewer (other than pay/cancel), as a link to the order page. */
export function NextAction({ order }: { order: Order }) {
  const t = useText(ordersText);
  const next = order.actions.find((a) => a !== 'pay' && a !== 'cancel' && a !== 'decline');
  return (
    <Link
      to={`/dashboard/orders/${order._id}`}
      className={
        next
          ? 'inline-block rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800'
          : 'text-sm text-brand-700 underline'
      }
      aria-label={`${next ? actionLabels()[next] : 'Details'}: ${order.bookName}`}
    >
      {next ? actionLabels()[next] : t.details}
    </Link>
  );
}
