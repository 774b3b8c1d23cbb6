// One exchange in a list (My Exchanges, the admin's disputes): who, what each side gives, the stage.
import type { Exchange } from '@boibazar/shared/exchanges';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { Link } from 'react-router';
import { stageText, sidesOf, stageTone, topupLine } from './exchange-words.ts';
import { useText } from '#app/i18n/i18n.ts';
import { exchangesText } from '../i18n.ts';

const titles = (books: Exchange['books']['owner']) => books.map((b) => b.productName).join(', ');

export function ExchangeSummaryCard({ exchange }: { exchange: Exchange }) {
  const t = useText(exchangesText);
  const sides = sidesOf(exchange);
  const topup = topupLine(exchange);
  const admin = exchange.viewerRole === 'admin';
  return (
    <article className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="min-w-0 text-base font-semibold text-stone-900">
          <Link to={`/dashboard/exchanges/${exchange._id}`} className="hover:underline">
            {admin
              ? t.twoNames({ name: exchange.proposer.name, name2: exchange.owner.name })
              : t.exchangeWithName({ name: sides.other.name })}
          </Link>
        </h2>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${stageTone(exchange.status)}`}>
          {stageText()[exchange.status]}
        </span>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-stone-600">{sides.myLabel}</dt>
        <dd className="min-w-0 break-words text-stone-900">{titles(exchange.books[sides.mine])}</dd>
        <dt className="text-stone-600">{admin ? sides.theirLabel : t.youGet}</dt>
        <dd className="min-w-0 break-words text-stone-900">{titles(exchange.books[sides.theirs])}</dd>
        {topup && (
          <>
            <dt className="text-stone-600">{t.topUp}</dt>
            <dd className="text-stone-900">{topup}</dd>
          </>
        )}
      </dl>
      {exchange.actions.length > 0 && !admin && (
        <Link
          to={`/dashboard/exchanges/${exchange._id}`}
          className={buttonClass({ size: 'sm', variant: 'exchange', className: 'mt-3 inline-block' })}
          aria-label={t.openTheExchangeWithName({ name: sides.other.name })}
        >
          {t.open}
        </Link>
      )}
    </article>
  );
}
