// /dashboard/exchange-disputes (admin): exchanges in dispute, each opening its page to resolve it.
import { ListProblem } from '#app/components/ui/ListProblem.tsx';
import { LoadMoreButton } from '#app/components/ui/LoadMoreButton.tsx';
import { useDisputedExchanges } from '../api/admin-exchanges.ts';
import { ExchangeSummaryCard } from '../components/ExchangeSummaryCard.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { exchangesText } from '../i18n.ts';
import { itemsOf } from '#app/lib/pages.ts';

export function DisputedExchangesPage() {
  const t = useText(exchangesText);
  const query = useDisputedExchanges();
  const items = itemsOf(query.data);
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold tracking-tight">{t.disputedExchanges}</h1>
      {query.isPending ? (
        <p role="status" className="text-stone-600">
          {t.loadingDisputes}
        </p>
      ) : query.isError ? (
        <ListProblem what={t.theDisputedExchanges} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <p className="rounded-lg bg-white p-4 text-stone-600 ring-1 ring-stone-200">
          {t.noExchangeIsInDispute}
        </p>
      ) : (
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
      )}
    </section>
  );
}
