// Home delivery on the order page (decision 310): where it goes, the fee, and the courier's timeline; the
// seller books or cancels the pickup and opens the label. Same look as the order's own timeline.
import type { OrderDetail } from '@boibazar/shared/orders';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { textOf, useText } from '#app/i18n/i18n.ts';
import { ordersText } from '../i18n.ts';
import { byLanguage } from '#app/lib/dates.ts';
import { formatTaka } from '#app/lib/money.ts';
import { notify } from '#app/lib/toast.ts';
import { openLabel, useOrderParcel, useParcelStep } from '../api/order-parcel.ts';

const when = byLanguage(new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }));

const statusText = (): Record<string, string> => ({
  booking: textOf(ordersText).parcelBooking,
  booked: textOf(ordersText).parcelBooked,
  picked_up: textOf(ordersText).parcelPickedUp,
  delivered: textOf(ordersText).parcelDelivered,
  returned: textOf(ordersText).parcelReturned,
  lost: textOf(ordersText).parcelLost,
  cancelled: textOf(ordersText).parcelCancelled,
});

export function OrderParcel({ order }: { order: OrderDetail }) {
  const t = useText(ordersText);
  const home = order.delivery.method === 'home';
  const hasParcel = home && order.delivery.parcelStatus != null;
  const parcel = useOrderParcel(order._id, hasParcel);
  const step = useParcelStep(order._id);
  if (!home) return null;
  const seller = order.viewerRole === 'seller';
  const status = order.delivery.parcelStatus ?? null;
  const canBook =
    seller && (order.status === 'paid' || order.status === 'cod') && (!status || status === 'cancelled');
  const run = (method: 'POST' | 'DELETE') =>
    step.mutate(method, { onError: (error) => notify.error(error.message) });
  const a = order.delivery.address;
  return (
    <section
      aria-labelledby="parcel-title"
      className="space-y-3 rounded-lg border border-stone-200 bg-white p-4"
    >
      <h2 id="parcel-title" className="text-lg font-semibold text-stone-900">
        {t.homeDeliveryTitle}
      </h2>
      {a && (
        <p className="text-sm text-stone-700">
          {a.name}, {a.phone} · {[a.line, a.area, a.thana, a.district].join(', ')}
        </p>
      )}
      <p className="text-sm text-stone-700">
        {t.deliveryFeeIs} {formatTaka(order.delivery.fee)} · {t.totalPaid} {formatTaka(order.delivery.total)}
      </p>
      {status && <p className="font-medium text-stone-900">{statusText()[status] ?? status}</p>}
      <div className="flex flex-wrap gap-2">
        {canBook && (
          <button
            type="button"
            className={buttonClass({})}
            disabled={step.isPending}
            onClick={() => run('POST')}
          >
            {t.bookAPickup}
          </button>
        )}
        {seller && status === 'booked' && (
          <button
            type="button"
            className={buttonClass({ variant: 'quiet' })}
            disabled={step.isPending}
            onClick={() => run('DELETE')}
          >
            {t.cancelPickup}
          </button>
        )}
        {seller && status && status !== 'cancelled' && status !== 'booking' && (
          <button
            type="button"
            className={buttonClass({ variant: 'quiet' })}
            onClick={() => openLabel(order._id).catch((error: Error) => notify.error(error.message))}
          >
            {t.printLabel}
          </button>
        )}
      </div>
      {parcel.data && parcel.data.timeline.length > 0 && (
        <ol className="relative space-y-4 border-l-2 border-stone-200 pl-5" aria-label={t.trackingTimeline}>
          {parcel.data.timeline.map((event, index) => (
            <li key={`${event.at}-${index}`} className="relative">
              <span
                aria-hidden="true"
                className="absolute -left-[1.72rem] top-1.5 h-3 w-3 rounded-full border-2 border-white bg-brand-700"
              />
              <p className="font-medium text-stone-900">
                {event.status ? (statusText()[event.status] ?? event.status) : (event.message ?? '')}
              </p>
              <p className="text-sm text-stone-600">
                <time dateTime={event.at}>{when.format(new Date(event.at))}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
