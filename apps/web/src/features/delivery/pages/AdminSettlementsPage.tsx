// /dashboard/settlements: the couriers' cash (decision 430). Per courier, the cash of delivered
// cash-on-delivery parcels no settlement covers yet; then each settlement, newest first: what the courier
// paid, collected and charged, whether it was posted to the ledger, and the parcels it covered. Cards at
// every width, so a phone reads it as a wide screen does.
import type { CourierSettlement } from '@boibazar/shared/delivery';
import { Link } from 'react-router';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { Spinner } from '#app/components/ui/Spinner.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { deliveryText } from '../i18n.ts';
import { ApiError } from '#app/lib/api-client.ts';
import { formatDateTime } from '#app/lib/dates.ts';
import { formatBdt, formatCount } from '#app/lib/money.ts';
import { useCourierSettlements, useFetchSettlements } from '../api/settlements.ts';
import { courierName } from '../components/courier-name.ts';

function Amount({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex justify-between gap-2">
      <dt className="text-stone-600">{label}</dt>
      <dd className="font-semibold whitespace-nowrap text-stone-900">{formatBdt(value)}</dd>
    </div>
  );
}

function Settlement({ s }: { s: CourierSettlement }) {
  const t = useText(deliveryText);
  const headingId = `settlement-${s._id}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="rounded-lg border border-stone-200 bg-white p-3 text-sm"
      >
        <h3 id={headingId} className="flex flex-wrap items-center gap-2 font-semibold text-stone-900">
          <span>{t.settlementOf({ courier: courierName(t, s.courier), reference: s.reference })}</span>
          <span
            className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${s.posted ? 'bg-emerald-100 text-emerald-900' : 'bg-red-100 text-red-900'}`}
          >
            {s.posted ? t.settlementPosted : t.settlementNotPosted}
          </span>
        </h3>
        <p className="mt-1 text-stone-600">{formatDateTime(s.paidAt)}</p>
        <dl className="mt-2 grid gap-1 sm:grid-cols-3 sm:gap-4">
          <Amount label={t.settlementPaid} value={s.paid} />
          <Amount label={t.settlementCollected} value={s.collected} />
          <Amount label={t.settlementCharges} value={s.charges} />
        </dl>
        <details className="mt-2">
          <summary className="cursor-pointer rounded font-medium text-emerald-800 focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:outline-none">
            {t.settlementParcels({ count: formatCount(s.parcels.length) })}
          </summary>
          <ul className="mt-2 grid gap-2">
            {s.parcels.map((p) => (
              <li key={p.consignmentId} className="rounded-md bg-stone-50 p-2">
                <p className="break-all text-stone-900">
                  {t.consignment}: <span lang="en">{p.consignmentId}</span>
                  {p.orderId ? (
                    <>
                      {' · '}
                      <Link
                        to={`/dashboard/orders/${p.orderId}`}
                        className="text-emerald-800 underline focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:outline-none"
                      >
                        {t.openOrder}
                      </Link>
                    </>
                  ) : (
                    <span className="text-red-800"> · {t.notOurParcel}</span>
                  )}
                </p>
                <p className="text-stone-700">
                  {t.settlementCollected}: {formatBdt(p.collected)} · {t.settlementCharge}:{' '}
                  {formatBdt(p.charge)}
                </p>
              </li>
            ))}
          </ul>
        </details>
      </article>
    </li>
  );
}

export function AdminSettlementsPage() {
  const t = useText(deliveryText);
  const settlements = useCourierSettlements();
  const fetchNow = useFetchSettlements();
  return (
    <section>
      <h1 className="text-2xl font-bold text-stone-900">{t.settlementsTitle}</h1>
      <p className="mt-1 text-sm text-stone-600">{t.settlementsIntro}</p>
      <button
        type="button"
        className={buttonClass({ className: 'mt-3 w-full sm:w-auto' })}
        disabled={fetchNow.isPending}
        onClick={() => fetchNow.mutate()}
      >
        {fetchNow.isPending ? t.readingSettlements : t.readSettlementsNow}
      </button>
      <div aria-live="polite" className="mt-2 text-sm">
        {fetchNow.data && (
          <p className="text-stone-700">
            {t.settlementsRecorded({ count: formatCount(fetchNow.data.recorded) })}
          </p>
        )}
        {fetchNow.error && (
          <p role="alert" className="text-red-700">
            {fetchNow.error instanceof ApiError && fetchNow.error.status < 500
              ? fetchNow.error.message
              : t.courierNotReachable}
          </p>
        )}
      </div>
      {settlements.isPending ? (
        <Spinner label={t.loadingSettlements} />
      ) : settlements.error ? (
        <p role="alert" className="mt-4 text-red-700">
          {t.couldNotLoadSettlements}
        </p>
      ) : (
        <>
          <section aria-labelledby="settlements-outstanding" className="mt-6">
            <h2 id="settlements-outstanding" className="text-lg font-semibold text-stone-900">
              {t.outstandingTitle}
            </h2>
            {settlements.data.outstanding.length === 0 ? (
              <p className="mt-2 text-sm text-stone-600">{t.nothingOutstanding}</p>
            ) : (
              <ul className="mt-2 grid gap-2 sm:grid-cols-2">
                {settlements.data.outstanding.map((o) => (
                  <li key={o.courier} className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm">
                    <p className="font-semibold text-stone-900">{courierName(t, o.courier)}</p>
                    <p className="text-xl font-bold text-stone-900">{formatBdt(o.amount)}</p>
                    <p className="text-stone-700">
                      {t.outstandingParcels({ count: formatCount(o.parcels) })}
                      {o.oldestAt && <> · {t.oldestSince({ date: formatDateTime(o.oldestAt) })}</>}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="settlements-list" className="mt-6">
            <h2 id="settlements-list" className="text-lg font-semibold text-stone-900">
              {t.settlementsList}
            </h2>
            {settlements.data.items.length === 0 ? (
              <p className="mt-2 text-sm text-stone-600">{t.noSettlementsYet}</p>
            ) : (
              <ul className="mt-2 grid gap-3">
                {settlements.data.items.map((s) => (
                  <Settlement key={s._id} s={s} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </section>
  );
}
