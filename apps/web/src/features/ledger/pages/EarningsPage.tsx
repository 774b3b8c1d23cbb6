// /dashboard/earnings: the seller's money as the ledger has it (decision 240): what is available, what is
// held for deals under way, BoiBazar's fees, and every change of the available balance, newest first.
import type { HeldDeal, StatementLine } from '@boibazar/shared/ledger';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '#app/components/ui/Button.tsx';
import { DataTable, cellClass } from '#app/components/ui/DataTable.tsx';
import { TextField } from '#app/components/ui/Field.tsx';
import { Spinner } from '#app/components/ui/Spinner.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { ledgerText } from '../i18n.ts';
import { ApiError } from '#app/lib/api-client.ts';
import { formatDateTime } from '#app/lib/dates.ts';
import { formatBdt } from '#app/lib/money.ts';
import { itemsOf } from '#app/lib/pages.ts';
import { downloadStatement } from '../api/download-statement.ts';
import { useBalance } from '../api/get-balance.ts';
import { useHeldDeals } from '../api/get-held-deals.ts';
import { useStatement } from '../api/get-statement.ts';
import { kindLabel } from '../components/ledger-labels.ts';

function Figure({ label, amount, hint }: { label: string; amount: number; hint: string }) {
  return (
    <div className="rounded-lg border border-stone-200 bg-white p-4">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-stone-900">{formatBdt(amount)}</dd>
      <dd className="mt-1 text-xs text-stone-500">{hint}</dd>
    </div>
  );
}

/** Each deal whose money is held and when it becomes the seller's (the date comes from the server). */
function HeldDeals({ errorText }: { errorText: (error: Error) => string }) {
  const t = useText(ledgerText);
  const held = useHeldDeals();
  const when = (deal: HeldDeal) =>
    deal.releasesAt
      ? t.releasesOn({ date: formatDateTime(deal.releasesAt) })
      : deal.stage === 'disputed'
        ? t.releasesAfterDispute
        : deal.stage === 'awaiting_receipt'
          ? t.releasesAfterReceipt
          : t.releasesAfterHandover;
  return (
    <section aria-labelledby="held-deals-heading">
      <h2 id="held-deals-heading" className="mt-8 text-lg font-semibold text-stone-900">
        {t.heldDeals}
      </h2>
      {held.isPending ? (
        <Spinner label={t.loadingHeldDeals} />
      ) : held.error ? (
        <p role="alert" className="mt-2 rounded-md bg-red-50 p-4 text-red-700">
          {errorText(held.error)}
        </p>
      ) : held.data.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">{t.noHeldDeals}</p>
      ) : (
        <ul className="mt-2 grid gap-3 md:grid-cols-2">
          {held.data.map((deal) => (
            <li
              key={`${deal.dealKind}:${deal.dealId}`}
              className="rounded-lg border border-stone-200 bg-white p-4 text-sm"
            >
              <p className="flex flex-wrap items-baseline justify-between gap-2">
                {deal.dealKind === 'order' ? (
                  <Link
                    to={`/dashboard/orders/${deal.dealId}`}
                    className="font-medium text-stone-900 underline underline-offset-2"
                  >
                    {deal.memo}
                  </Link>
                ) : (
                  <span className="font-medium text-stone-900">{deal.memo || t.exchangeTopup}</span>
                )}
                <span className="font-semibold text-stone-900">{formatBdt(deal.amount)}</span>
              </p>
              <p className="mt-1 text-stone-700">
                {t.youReceive({ amount: formatBdt(deal.sellerReceives), fee: formatBdt(deal.fee) })}
              </p>
              <p className="mt-1 font-medium text-emerald-800">{when(deal)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The statement of any range of days as a CSV file. */
function DownloadStatement({ errorText }: { errorText: (error: Error) => string }) {
  const t = useText(ledgerText);
  const id = useId();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadStatement({ from: from || undefined, to: to || undefined });
    } catch (e) {
      setError(errorText(e as Error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-stone-900">
        {t.downloadStatement}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t.downloadHint}</p>
      <div className="mt-2 flex flex-wrap items-end gap-3">
        <TextField
          id={`${id}-from`}
          label={t.fromDay}
          type="date"
          value={from}
          max={to || undefined}
          onChange={(e) => setFrom(e.currentTarget.value)}
        />
        <TextField
          id={`${id}-to`}
          label={t.toDay}
          type="date"
          value={to}
          min={from || undefined}
          onChange={(e) => setTo(e.currentTarget.value)}
        />
        <Button variant="outline" onClick={() => void download()} disabled={busy}>
          {busy ? t.downloading : t.downloadCsv}
        </Button>
      </div>
      {error && (
        <p role="alert" className="mt-2 rounded-md bg-red-50 p-3 text-sm text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}

export function EarningsPage() {
  const t = useText(ledgerText);
  const balance = useBalance();
  const statement = useStatement();
  const lines = itemsOf(statement.data);
  const errorText = (error: Error) =>
    error instanceof ApiError && error.status < 500 ? error.message : t.loadFailed;
  const describe = (line: StatementLine) => (
    <>
      <span className="font-medium text-stone-900">
        {line.dealKind === 'payout' ? t.payout : line.memo || t.exchangeTopup}
      </span>
      <span className="block text-xs text-stone-500">{kindLabel(t, line.kind)}</span>
    </>
  );

  return (
    <section>
      <h1 className="text-2xl font-bold text-stone-900">{t.earnings}</h1>
      <p className="mt-1 text-sm text-stone-600">{t.earningsIntro}</p>
      {balance.isPending ? (
        <Spinner label={t.loadingYourBalance} />
      ) : balance.error ? (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-4 text-red-700">
          {errorText(balance.error)}
        </p>
      ) : (
        <dl className="mt-4 grid gap-3 sm:grid-cols-3">
          <Figure label={t.available} amount={balance.data.available} hint={t.availableHint} />
          <Figure label={t.held} amount={balance.data.held} hint={t.heldHint} />
          <Figure label={t.fees} amount={balance.data.fees} hint={t.feesHint} />
        </dl>
      )}

      <HeldDeals errorText={errorText} />

      <h2 className="mt-8 text-lg font-semibold text-stone-900">{t.statement}</h2>
      <DataTable
        caption={t.statement}
        headers={[t.date, t.deal, t.amount, t.fee, t.balanceAfter]}
        query={statement}
        isEmpty={lines.length === 0}
        empty={t.noEntriesYet}
        loadingLabel={t.loadingYourStatement}
        errorText={errorText}
        loadMoreLabel={t.showMore}
        narrow={
          <ul className="grid gap-3">
            {lines.map((line) => (
              <li key={line._id} className="rounded-lg border border-stone-200 bg-white p-4 text-sm">
                <p>{describe(line)}</p>
                <dl className="mt-2 grid grid-cols-[7rem_1fr] gap-x-2 gap-y-1 text-stone-700">
                  <dt className="text-stone-500">{t.date}</dt>
                  <dd>{formatDateTime(line.at)}</dd>
                  <dt className="text-stone-500">{t.amount}</dt>
                  <dd className="font-semibold">{formatBdt(line.amount)}</dd>
                  <dt className="text-stone-500">{t.fee}</dt>
                  <dd>{formatBdt(line.fee)}</dd>
                  <dt className="text-stone-500">{t.balanceAfter}</dt>
                  <dd>{formatBdt(line.balanceAfter)}</dd>
                </dl>
              </li>
            ))}
          </ul>
        }
      >
        {lines.map((line) => (
          <tr key={line._id}>
            <td className={`${cellClass} whitespace-nowrap`}>{formatDateTime(line.at)}</td>
            <th scope="row" className={`${cellClass} text-left font-normal`}>
              {describe(line)}
            </th>
            <td className={`${cellClass} whitespace-nowrap font-semibold`}>{formatBdt(line.amount)}</td>
            <td className={`${cellClass} whitespace-nowrap`}>{formatBdt(line.fee)}</td>
            <td className={`${cellClass} whitespace-nowrap`}>{formatBdt(line.balanceAfter)}</td>
          </tr>
        ))}
      </DataTable>
      <DownloadStatement errorText={errorText} />
    </section>
  );
}
