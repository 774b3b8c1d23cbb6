// /dashboard/offers: the offers the caller made, and (for sellers) the offers on their books, in two tabs.
// The tab is kept in the address (?tab=) so a link from a notification or a reload keeps it.
import type { OfferSide } from '@boibazar/shared/offers';
import type { KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ListProblem } from '#app/components/ui/ListProblem.tsx';
import { LoadMoreButton } from '#app/components/ui/LoadMoreButton.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { offersText } from '../i18n.ts';
import { itemsOf } from '#app/lib/pages.ts';
import { useOffers } from '../api/get-offers.ts';
import { OfferCard } from '../components/OfferCard.tsx';

function OfferList({ role, empty }: { role: OfferSide; empty: string }) {
  const t = useText(offersText);
  const query = useOffers(role);
  if (query.isPending)
    return (
      <p role="status" className="text-stone-600">
        {t.loadingOffers}
      </p>
    );
  if (query.isError) return <ListProblem what={t.yourOffers} onRetry={() => void query.refetch()} />;
  const items = itemsOf(query.data);
  if (items.length === 0)
    return <p className="rounded-lg bg-white p-4 text-stone-600 ring-1 ring-stone-200">{empty}</p>;
  return (
    <>
      <ul className="space-y-3">
        {items.map((offer) => (
          <li key={offer._id}>
            <OfferCard offer={offer} />
          </li>
        ))}
      </ul>
      <LoadMoreButton query={query} />
    </>
  );
}

export function MyOffersPage({ isSeller }: { isSeller: boolean }) {
  const t = useText(offersText);
  const tabs: Array<[OfferSide, string, string]> = [
    ['buyer', t.offersIMade, t.noOffersMade],
    ...(isSeller ? [['seller', t.offersOnMyBooks, t.noOffersReceived] as [OfferSide, string, string]] : []),
  ];
  const [params, setParams] = useSearchParams();
  const fallback: OfferSide = isSeller && params.get('tab') !== 'buyer' ? 'seller' : 'buyer';
  const current = tabs.find(([tab]) => tab === params.get('tab'))?.[0] ?? fallback;
  const select = (tab: OfferSide) => setParams({ tab }, { replace: true });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex(([tab]) => tab === current);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length]![0];
    select(next);
    document.getElementById(`offers-tab-${next}`)?.focus();
  };
  const empty = tabs.find(([tab]) => tab === current)![2];
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold tracking-tight">{t.myOffers}</h1>
      <p className="text-sm text-stone-600">{t.intro}</p>
      {tabs.length > 1 && (
        <div
          role="tablist"
          aria-label={t.myOffers}
          className="flex gap-1 border-b border-stone-200"
          onKeyDown={onKeyDown}
        >
          {tabs.map(([tab, label]) => (
            <button
              key={tab}
              id={`offers-tab-${tab}`}
              type="button"
              role="tab"
              aria-selected={tab === current}
              aria-controls="offers-panel"
              tabIndex={tab === current ? 0 : -1}
              onClick={() => select(tab)}
              className={`-mb-px border-b-2 px-3 py-2 text-sm font-semibold ${tab === current ? 'border-brand-700 text-brand-800' : 'border-transparent text-stone-600 hover:text-stone-900'}`}
            >
              {label}
            </button>
          ))}
        </div>
      )}
      <div
        id="offers-panel"
        role={tabs.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={tabs.length > 1 ? `offers-tab-${current}` : undefined}
      >
        <OfferList key={current} role={current} empty={empty} />
      </div>
    </section>
  );
}
