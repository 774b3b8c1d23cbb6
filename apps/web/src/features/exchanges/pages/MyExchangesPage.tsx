// /dashboard/exchanges: the caller's exchanges in three tabs (offers made to them, theirs, finished ones),
// with swap matches above. The tab is kept in the address (?tab=) so a link or reload keeps it.
import type { KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ListProblem } from '#app/components/ui/ListProblem.tsx';
import { LoadMoreButton } from '#app/components/ui/LoadMoreButton.tsx';
import { useExchanges, type ExchangeTab } from '../api/get-exchanges.ts';
import { ExchangeSummaryCard } from '../components/ExchangeSummaryCard.tsx';
import { SwapMatches } from '../components/SwapMatches.tsx';
import { textOf, useText } from '#app/i18n/i18n.ts';
import { exchangesText } from '../i18n.ts';
import { itemsOf } from '#app/lib/pages.ts';

const tabs = (): Array<[ExchangeTab, string, string]> => [
  ['incoming', textOf(exchangesText).incoming, textOf(exchangesText).noOffersReceived],
  ['outgoing', textOf(exchangesText).outgoing, textOf(exchangesText).noOffersMade],
  ['finished', textOf(exchangesText).finished, textOf(exchangesText).noFinishedExchangesYet],
];

function ExchangeList({ tab, empty }: { tab: ExchangeTab; empty: string }) {
  const t = useText(exchangesText);
  const query = useExchanges(tab);
  if (query.isPending)
    return (
      <p role="status" className="text-stone-600">
        {t.loadingExchanges}
      </p>
    );
  if (query.isError) return <ListProblem what={t.yourExchanges} onRetry={() => void query.refetch()} />;
  const items = itemsOf(query.data);
  if (items.length === 0)
    return <p className="rounded-lg bg-white p-4 text-stone-600 ring-1 ring-stone-200">{empty}</p>;
  return (
    <>
      <ul className="space-y-3">
        {items.map((exchange) => (
          <li key={exchange._id}>
            <ExchangeSummaryCard exchange={exchange} />
          </li>
        ))}
      </ul>
      <LoadMoreButton query={query} />
    </>
  );
}

export function MyExchangesPage() {
  const t = useText(exchangesText);
  const TABS = tabs();
  const [params, setParams] = useSearchParams();
  const current = (TABS.find(([tab]) => tab === params.get('tab'))?.[0] ?? 'incoming') as ExchangeTab;
  const select = (tab: ExchangeTab) => setParams({ tab }, { replace: true });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.findIndex(([tab]) => tab === current);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = TABS[(index + step + TABS.length) % TABS.length]![0];
    select(next);
    document.getElementById(`exchanges-tab-${next}`)?.focus();
  };
  const empty = TABS.find(([tab]) => tab === current)![2];
  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold tracking-tight">{t.myExchanges}</h1>
        <Link to="/search?exchange=1" className="text-sm font-semibold text-brand-800 underline">
          {t.findBooksToExchange}
        </Link>
      </div>
      <SwapMatches />
      <div
        role="tablist"
        aria-label={t.exchanges}
        className="flex gap-1 border-b border-stone-200"
        onKeyDown={onKeyDown}
      >
        {TABS.map(([tab, label]) => (
          <button
            key={tab}
            id={`exchanges-tab-${tab}`}
            type="button"
            role="tab"
            aria-selected={tab === current}
            aria-controls="exchanges-panel"
            tabIndex={tab === current ? 0 : -1}
            onClick={() => select(tab)}
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-semibold ${tab === current ? 'border-teal-700 text-teal-900' : 'border-transparent text-stone-600 hover:text-stone-900'}`}
          >
            {label}
          </button>
        ))}
      </div>
      <div id="exchanges-panel" role="tabpanel" aria-labelledby={`exchanges-tab-${current}`}>
        <ExchangeList key={current} tab={current} empty={empty} />
      </div>
    </section>
  );
}
