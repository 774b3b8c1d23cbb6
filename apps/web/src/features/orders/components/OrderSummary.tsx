import type { OrderDetail } from '@boibazar/shared/orders';
import { Link } from 'react-router';
import { formatBdt } from '#app/lib/money.ts';
import { StageBadge } from './OrderStage.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { ordersText } from '../i18n.ts';
import { byLanguage } from '#app/lib/dates.ts';

const when = byLanguage(new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }));
const at = (iso: string) => <time dateTime={iso}>{when.format(new Date(iso))}</time>;

/** The order at a glance: the book, the people, the stage and what the timers will do. */
export function OrderSummary({ order }: { order: OrderDetail }) {
  const t = useText(ordersText);
  return (
    <div className="flex gap-4 rounded-lg border border-stone-200 bg-white p-4">
      <img src={order.photo} alt="" className="h-28 w-20 shrink-0 rounded object-cover shadow-sm" />
      <div className="min-w-0 space-y-1 text-sm text-stone-700">
        <div className="flex flex-wrap items-center gap-2">
          {order.paid && (
            <span className="rounded bg-green-100 px-2 py-1 text-xs font-bold text-green-800">{t.paid}</span>
          )}
          <StageBadge status={order.status} />
        </div>
        <p className="text-base font-semibold text-stone-900">{formatBdt(order.price)}</p>
        <p>
          {t.seller}{' '}
          <Link to={`/sellers/${order.sellerId}`} className="font-medium text-brand-700 underline">
            {order.sellerName}
          </Link>
        </p>
        <p>
          {t.buyer} {order.buyerName}
        </p>
        {order.handoverDue && (
          <p>
            {t.theSellerHandsOverBy} {at(order.handoverDue)}
            {t.orTheBuyerIsRefunded}
          </p>
        )}
        {order.autoCompleteAt && (
          <p>
            {t.completesAutomaticallyOn} {at(order.autoCompleteAt)} {t.autoCompleteUnlessDisputed}
          </p>
        )}
        {order.reviewUntil && (
          <p>
            {t.reviewsOpenUntil} {at(order.reviewUntil)}.
          </p>
        )}
        {order.refund && (
          <p>
            {t.refundOf} {formatBdt(order.refund.amount)}:{' '}
            {order.refund.byHand
              ? order.refund.status === 'succeeded'
                ? t.sentByHand
                : t.boiBazarSendsItByHand
              : order.refund.status === 'succeeded'
                ? t.sentToTheCard
                : t.onItsWay}
            .
          </p>
        )}
        {order.status === 'lost' && (
          <p data-testid="lost-note">
            {order.viewerRole === 'buyer'
              ? t.lostYouPayNothing
              : order.courierCompensation
                ? t.lostCompensationPaid({ amount: formatBdt(order.courierCompensation.amount) })
                : t.lostCompensationToCome}
          </p>
        )}
      </div>
    </div>
  );
}
