// /dashboard/ledger: the admin's view of the book (decision 360): the balance of every account class and
// whether the book balances, the reconciliation runs with their mismatches (and a run now), every account
// with its balance, and the transactions with their entries, paged and filtered.
import {
  LEDGER_ACCOUNT_CLASSES,
  ledgerTransactionKindSchema,
  type LedgerAccountClass,
  type LedgerTransaction,
  type LedgerTransactionsQuery,
} from '@boibazar/shared/ledger';
import type { ReconciliationRun } from '@boibazar/shared/reconciliation';
import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { DataTable, cellClass } from '#app/components/ui/DataTable.tsx';
import { Field, TextField, controlClass } from '#app/components/ui/Field.tsx';
import { Spinner } from '#app/components/ui/Spinner.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { ledgerText } from '../i18n.ts';
import { ApiError } from '#app/lib/api-client.ts';
import { formatDateTime } from '#app/lib/dates.ts';
import { formatBdt, formatCount } from '#app/lib/money.ts';
import { itemsOf } from '#app/lib/pages.ts';
import {
  useFeeRevenue,
  useLedgerAccounts,
  useLedgerSummary,
  useLedgerTransactions,
  useReconciliationRuns,
  useRunReconciliation,
} from '../api/admin-ledger.ts';
import { FeeRevenueChart } from '../components/FeeRevenueChart.tsx';
import { checkLabel, classLabel, kindLabel } from '../components/ledger-labels.ts';

type DealKind = NonNullable<LedgerTransactionsQuery['dealKind']>;
const DEAL_KINDS: DealKind[] = ['order', 'exchange', 'payout', 'settlement'];

function Badge({ good, children }: { good: boolean; children: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${good ? 'bg-emerald-100 text-emerald-900' : 'bg-red-100 text-red-900'}`}
    >
      {children}
    </span>
  );
}

function Summary() {
  const t = useText(ledgerText);
  const summary = useLedgerSummary();
  if (summary.isPending) return <Spinner label={t.loadingSummary} />;
  if (summary.error)
    return (
      <p role="alert" className="mt-2 text-red-700">
        {t.loadFailed}
      </p>
    );
  const s = summary.data;
  return (
    <>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-stone-700">
        <Badge good={s.balanced}>
          {s.difference === 0 ? t.balancedBadge : t.offBy({ amount: formatBdt(s.difference) })}
        </Badge>
        {s.unbalancedTransactions > 0 && (
          <span className="text-red-800">
            {t.unbalancedTransactions({ count: formatCount(s.unbalancedTransactions) })}
          </span>
        )}
      </p>
      <dl className="mt-3 grid gap-2 sm:grid-cols-2">
        <div className="rounded-lg border border-stone-200 bg-white p-3">
          <dt className="text-sm text-stone-600">{t.moneyReceived}</dt>
          <dd className="text-xl font-bold text-stone-900">{formatBdt(s.moneyReceived)}</dd>
        </div>
        <div className="rounded-lg border border-stone-200 bg-white p-3">
          <dt className="text-sm text-stone-600">{t.accountedFor}</dt>
          <dd className="text-xl font-bold text-stone-900">{formatBdt(s.accountedFor)}</dd>
        </div>
      </dl>
      <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1 rounded-lg border border-stone-200 bg-white p-3 text-sm sm:grid-cols-2">
        {s.classes.map((c) => (
          <div key={c.class} className="flex justify-between gap-2">
            <dt className="text-stone-600">{classLabel(t, c.class)}</dt>
            <dd className="font-semibold whitespace-nowrap text-stone-900">{formatBdt(c.balance)}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

function FeeRevenue() {
  const t = useText(ledgerText);
  const revenue = useFeeRevenue();
  if (revenue.isPending) return <Spinner label={t.loadingFeeRevenue} />;
  if (revenue.error)
    return (
      <p role="alert" className="mt-2 text-red-700">
        {t.loadFailed}
      </p>
    );
  return <FeeRevenueChart days={revenue.data} />;
}

function Run({ run }: { run: ReconciliationRun }) {
  const t = useText(ledgerText);
  return (
    <li className="rounded-lg border border-stone-200 bg-white p-3 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <Badge good={run.clean}>
          {run.clean ? t.runClean : t.runMismatches({ count: formatCount(run.mismatchCount) })}
        </Badge>
        <span className="text-stone-700">{formatDateTime(run.startedAt)}</span>
        <span className="text-stone-500">
          {run.trigger === 'admin' ? t.runByAdmin : t.runBySchedule} ·{' '}
          {t.runChecked({ count: formatCount(run.checked) })}
        </span>
      </p>
      {run.mismatches.length > 0 && (
        <ul className="mt-2 grid gap-2">
          {run.mismatches.map((m, i) => (
            <li key={`${m.check}-${m.subject}-${i}`} className="rounded-md bg-red-50 p-2">
              <p className="font-medium text-red-900">{checkLabel(t, m.check)}</p>
              <p lang="en" className="break-all text-stone-700">
                {m.subject}
              </p>
              <p className="text-stone-700">
                {t.expected}: <span lang="en">{m.expected || t.nothing}</span> · {t.found}:{' '}
                <span lang="en">{m.found || t.nothing}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function Reconciliation() {
  const t = useText(ledgerText);
  const runs = useReconciliationRuns();
  const runNow = useRunReconciliation();
  return (
    <>
      <p className="mt-1 text-sm text-stone-600">{t.reconciliationIntro}</p>
      <button
        type="button"
        className={buttonClass({ className: 'mt-3 w-full sm:w-auto' })}
        disabled={runNow.isPending}
        onClick={() => runNow.mutate()}
      >
        {runNow.isPending ? t.running : t.runNow}
      </button>
      {runNow.error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {runNow.error instanceof ApiError && runNow.error.status < 500
            ? runNow.error.message
            : t.loadFailed}
        </p>
      )}
      {runs.isPending ? (
        <Spinner label={t.loadingRuns} />
      ) : runs.error ? (
        <p role="alert" className="mt-2 text-red-700">
          {t.loadFailed}
        </p>
      ) : runs.data.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">{t.noRunsYet}</p>
      ) : (
        <ul className="mt-3 grid gap-2" aria-label={t.reconciliation}>
          {runs.data.map((run) => (
            <Run key={run._id} run={run} />
          ))}
        </ul>
      )}
    </>
  );
}

function Select({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: Array<[string, string]>;
}) {
  return (
    <Field id={id} label={label}>
      <select
        id={id}
        className={controlClass}
        value={value}
        onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(e.currentTarget.value)}
      >
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </Field>
  );
}

function Accounts() {
  const t = useText(ledgerText);
  const id = useId();
  const [cls, setCls] = useState<LedgerAccountClass | ''>('');
  const accounts = useLedgerAccounts(cls);
  const rows = itemsOf(accounts.data);
  const ownerOf = (a: (typeof rows)[number]) => a.ownerName ?? (a.owner || t.boibazar);
  return (
    <>
      <div className="mt-2 max-w-xs">
        <Select
          id={`${id}-class`}
          label={t.accountClass}
          value={cls}
          onChange={(v) => setCls(v as LedgerAccountClass | '')}
          options={[
            ['', t.allClasses],
            ...LEDGER_ACCOUNT_CLASSES.map((c): [string, string] => [c, classLabel(t, c)]),
          ]}
        />
      </div>
      <DataTable
        caption={t.accounts}
        headers={[t.accountClass, t.owner, t.balance]}
        query={accounts}
        isEmpty={rows.length === 0}
        empty={t.noAccounts}
        loadingLabel={t.loadingAccounts}
        errorText={() => t.loadFailed}
        loadMoreLabel={t.showMore}
        narrow={
          <ul className="grid gap-2">
            {rows.map((a) => (
              <li key={a._id} className="rounded-lg border border-stone-200 bg-white p-3 text-sm">
                <p className="flex justify-between gap-2">
                  <span className="font-medium text-stone-900">{classLabel(t, a.class)}</span>
                  <span className="font-semibold whitespace-nowrap">{formatBdt(a.balance)}</span>
                </p>
                <p className="break-all text-stone-600">{ownerOf(a)}</p>
              </li>
            ))}
          </ul>
        }
      >
        {rows.map((a) => (
          <tr key={a._id}>
            <td className={cellClass}>{classLabel(t, a.class)}</td>
            <th scope="row" className={`${cellClass} text-left font-normal break-all`}>
              {ownerOf(a)}
            </th>
            <td className={`${cellClass} font-semibold whitespace-nowrap`}>{formatBdt(a.balance)}</td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}

function Entries({ tx }: { tx: LedgerTransaction }) {
  const t = useText(ledgerText);
  return (
    <ul className="grid gap-0.5">
      {tx.entries.map((e, i) => (
        <li key={i} className="flex justify-between gap-2">
          <span className="text-stone-600">{classLabel(t, e.class)}</span>
          <span className="whitespace-nowrap">{formatBdt(e.amount)}</span>
        </li>
      ))}
    </ul>
  );
}

function Transactions() {
  const t = useText(ledgerText);
  const id = useId();
  const [filter, setFilter] = useState<LedgerTransactionsQuery>({});
  const transactions = useLedgerTransactions(filter);
  const rows = itemsOf(transactions.data);
  const set = (key: keyof LedgerTransactionsQuery) => (value: string) =>
    setFilter((f) => ({ ...f, [key]: value || undefined }));
  const dealLabel = (k: DealKind) =>
    ({
      order: t.dealOrder,
      exchange: t.dealExchange,
      payout: t.dealPayout,
      settlement: t.dealSettlement,
    })[k];
  const describe = (tx: LedgerTransaction) => (
    <>
      <span className="font-medium text-stone-900">{kindLabel(t, tx.kind)}</span>
      <span className="block text-xs break-all text-stone-500">
        {dealLabel(tx.dealKind)} {tx.memo && `· ${tx.memo}`}
      </span>
    </>
  );
  return (
    <>
      <div className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-4">
        <Select
          id={`${id}-kind`}
          label={t.kindFilter}
          value={filter.kind ?? ''}
          onChange={set('kind')}
          options={[
            ['', t.allKinds],
            ...ledgerTransactionKindSchema.options.map((k): [string, string] => [k, kindLabel(t, k)]),
          ]}
        />
        <Select
          id={`${id}-deal`}
          label={t.dealFilter}
          value={filter.dealKind ?? ''}
          onChange={set('dealKind')}
          options={[['', t.allDeals], ...DEAL_KINDS.map((k): [string, string] => [k, dealLabel(k)])]}
        />
        <TextField
          id={`${id}-from`}
          label={t.fromDay}
          type="date"
          value={filter.from ?? ''}
          max={filter.to}
          onChange={(e) => set('from')(e.currentTarget.value)}
        />
        <TextField
          id={`${id}-to`}
          label={t.toDay}
          type="date"
          value={filter.to ?? ''}
          min={filter.from}
          onChange={(e) => set('to')(e.currentTarget.value)}
        />
      </div>
      <DataTable
        caption={t.transactions}
        headers={[t.date, t.deal, t.entries]}
        query={transactions}
        isEmpty={rows.length === 0}
        empty={t.noTransactions}
        loadingLabel={t.loadingTransactions}
        errorText={(error) =>
          error instanceof ApiError && error.status < 500 ? error.message : t.loadFailed
        }
        loadMoreLabel={t.showMore}
        narrow={
          <ul className="grid gap-2">
            {rows.map((tx) => (
              <li key={tx._id} className="rounded-lg border border-stone-200 bg-white p-3 text-sm">
                <p>{describe(tx)}</p>
                <p className="text-xs text-stone-500">{formatDateTime(tx.at)}</p>
                <div className="mt-2">
                  <Entries tx={tx} />
                </div>
              </li>
            ))}
          </ul>
        }
      >
        {rows.map((tx) => (
          <tr key={tx._id}>
            <td className={`${cellClass} whitespace-nowrap`}>{formatDateTime(tx.at)}</td>
            <th scope="row" className={`${cellClass} text-left font-normal`}>
              {describe(tx)}
            </th>
            <td className={`${cellClass} min-w-56`}>
              <Entries tx={tx} />
            </td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}

export function AdminLedgerPage() {
  const t = useText(ledgerText);
  const section = (key: string, title: string, body: ReactNode) => (
    <section aria-labelledby={`ledger-${key}`} className="mt-8">
      <h2 id={`ledger-${key}`} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      {body}
    </section>
  );
  return (
    <section>
      <h1 className="text-2xl font-bold text-stone-900">{t.ledgerTitle}</h1>
      <p className="mt-1 text-sm text-stone-600">{t.ledgerIntro}</p>
      {section('summary', t.summary, <Summary />)}
      {section('fee-revenue', t.feeRevenueByDay, <FeeRevenue />)}
      {section('reconciliation', t.reconciliation, <Reconciliation />)}
      {section('accounts', t.accounts, <Accounts />)}
      {section('transactions', t.transactions, <Transactions />)}
    </section>
  );
}
