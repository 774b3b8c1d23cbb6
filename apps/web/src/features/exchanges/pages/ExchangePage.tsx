// /dashboard/exchanges/:id: both sides' books, the stage, the top-up, each side's handover, the actions the
// caller may take now, swap matches and the timeline. The top-up's card payment and the reviews come
// from their own features through the route.
import type { Exchange } from '@boibazar/shared/exchanges';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Spinner } from '#app/components/ui/Spinner.tsx';
import { useExchange } from '../api/get-exchange.ts';
import { ExchangeBooks } from '../components/ExchangeBooks.tsx';
import { ExchangeDisputePhotos } from '../components/ExchangeDisputePhotos.tsx';
import { ExchangeSteps } from '../components/ExchangeSteps.tsx';
import { ExchangeTimeline } from '../components/ExchangeTimeline.tsx';
import { stageText, sidesOf, stageTone, topupLine } from '../components/exchange-words.ts';
import { SwapMatches } from '../components/SwapMatches.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { exchangesText } from '../i18n.ts';
import { byLanguage } from '#app/lib/dates.ts';

const when = byLanguage(new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }));
const at = (iso: string) => <time dateTime={iso}>{when.format(new Date(iso))}</time>;

function Progress({ exchange }: { exchange: Exchange }) {
  const t = useText(exchangesText);
  if (!['accepted', 'disputed', 'completed'].includes(exchange.status)) return null;
  const rows = (['proposer', 'owner'] as const).map((side) => {
    const p = exchange.progress[side];
    const name = exchange.viewerRole === side ? t.you : exchange[side].name;
    return (
      <li key={side} className="text-sm text-stone-800">
        <span className="font-semibold">{name}:</span>{' '}
        {p.handedOverAt ? (
          <>
            {t.handedOver} {at(p.handedOverAt)}
            {p.handover?.method === 'courier' &&
              t.byCompanyTrackingTrackingnumber({
                company: p.handover.company,
                trackingNumber: p.handover.trackingNumber,
              })}
            {p.handover?.method === 'meetup' && t.atAMeetUpAt({ place: p.handover.place })}
          </>
        ) : (
          t.notHandedOverYet
        )}
        {p.receivedAt ? (
          <>
            {t.receivedTheOtherBooks} {at(p.receivedAt)}
          </>
        ) : (
          t.notReceivedYet
        )}
      </li>
    );
  });
  return (
    <section aria-labelledby="progress-title" className="rounded-lg border border-stone-200 bg-white p-4">
      <h2 id="progress-title" className="mb-2 text-lg font-semibold">
        {t.handover}
      </h2>
      <ul className="space-y-1">{rows}</ul>
    </section>
  );
}

export function ExchangePage({
  id,
  viewerEmail,
  topupPayment,
  reviews,
  conversation,
}: {
  id: string;
  viewerEmail: string;
  topupPayment: (exchange: Exchange) => ReactNode;
  /** Both parties' reviews once it is completed, and the form while the caller may review. */
  reviews: (exchange: Exchange) => ReactNode;
  /** The two parties' conversation (the conversations feature, composed by the route); not for the admin. */
  conversation?: (exchange: Exchange) => ReactNode;
}) {
  const t = useText(exchangesText);
  const query = useExchange(id);
  if (query.isPending) return <Spinner label={t.loadingTheExchange} />;
  if (query.isError)
    return (
      <section className="space-y-3">
        <p role="alert" className="text-red-700">
          {query.error.message}
        </p>
        <Link to="/dashboard/exchanges" className="font-medium text-brand-700 underline">
          {t.backToMyExchanges}
        </Link>
      </section>
    );
  const exchange = query.data;
  const sides = sidesOf(exchange);
  const topup = topupLine(exchange);
  const admin = exchange.viewerRole === 'admin';
  return (
    <section className="space-y-6">
      <div>
        <Link to="/dashboard/exchanges" className="text-sm font-medium text-brand-700 underline">
          {t.myExchanges}
        </Link>
        <h1 className="mt-1 text-2xl font-bold text-stone-900">
          {admin
            ? t.twoNames({ name: exchange.proposer.name, name2: exchange.owner.name })
            : t.exchangeWithName({ name: sides.other.name })}
        </h1>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-stone-600">
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${stageTone(exchange.status)}`}>
            {stageText()[exchange.status]}
          </span>
          {exchange.round > 1 && (
            <span>
              {t.round} {exchange.round}
            </span>
          )}
          {exchange.status === 'proposed' && exchange.expiresAt && (
            <span>
              {t.answerBy} {at(exchange.expiresAt)}
            </span>
          )}
        </p>
      </div>
      <div className="grid gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:grid-cols-2">
        <ExchangeBooks books={exchange.books[sides.mine]} label={sides.myLabel} />
        <ExchangeBooks books={exchange.books[sides.theirs]} label={admin ? sides.theirLabel : t.youGet} />
        {topup && (
          <div className="sm:col-span-2">
            <h3 className="text-sm font-semibold uppercase tracking-wide text-stone-600">{t.topUp}</h3>
            <p className="mt-1 text-stone-900">
              {topup}
              {exchange.topup.paidAt && (
                <>
                  {t.paid} {at(exchange.topup.paidAt)}
                </>
              )}
              {!exchange.topup.paidAt && exchange.topup.dueAt && (
                <>
                  {t.dueBy} {at(exchange.topup.dueAt)}
                </>
              )}
              {exchange.topup.refund === 'pending' && t.refundOnItsWay}
              {exchange.topup.refund === 'succeeded' && t.refundedSuffix}
            </p>
          </div>
        )}
        {exchange.message && (
          <div className="sm:col-span-2">
            <h3 className="text-sm font-semibold uppercase tracking-wide text-stone-600">
              {t.messageFrom} {exchange.proposer.name}
            </h3>
            <p className="mt-1 whitespace-pre-line text-stone-800">{exchange.message}</p>
          </div>
        )}
      </div>
      <Progress exchange={exchange} />
      <ExchangeSteps exchange={exchange} viewerEmail={viewerEmail} topupPayment={topupPayment(exchange)} />
      <ExchangeDisputePhotos exchange={exchange} />
      {!admin && conversation?.(exchange)}
      {reviews(exchange)}
      {exchange.parentId && (
        <p className="text-sm">
          <Link
            to={`/dashboard/exchanges/${exchange.parentId}`}
            className="font-medium text-brand-700 underline"
          >
            {t.seeAnsweredOffer}
          </Link>
        </p>
      )}
      {!admin && <SwapMatches />}
      <section aria-labelledby="timeline-title">
        <h2 id="timeline-title" className="mb-3 text-lg font-semibold text-stone-900">
          {t.timeline}
        </h2>
        <ExchangeTimeline events={exchange.timeline} />
      </section>
    </section>
  );
}
