// The admin's audit trail (decision 282): every admin action and every money action, who, what, when and
// from where, newest first, filtered by kind, action, person and days.
import type { AuditEntry, AuditFilters } from '@boibazar/shared/audit';
import { adminEndpoints } from '@boibazar/shared/admin';
import { bkashPaths, paymentEndpoints } from '@boibazar/shared/payments';
import type { EndpointShape } from '@boibazar/shared/endpoint';
import { orderEndpoints } from '@boibazar/shared/orders';
import { exchangeEndpoints } from '@boibazar/shared/exchanges';
import { catalogueRoutes } from '@boibazar/shared/paths';
import { systemEndpoints } from '@boibazar/shared/system';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DataTable, cellClass } from '#app/components/ui/DataTable.tsx';
import { Field, TextField, controlClass } from '#app/components/ui/Field.tsx';
import { textOf, useText } from '#app/i18n/i18n.ts';
import { auditText } from '../i18n.ts';
import { byLanguage } from '#app/lib/dates.ts';
import { itemsOf } from '#app/lib/pages.ts';
import { useAudit, useAuditActions } from '../api/get-audit.ts';

const ID = ':id';
const api = (method: string, path: string) => `${method} /api${path}`;
const endpoint = ({ method, path }: Pick<EndpointShape, 'method' | 'path'>) => api(method, path);

/** The actions people take, by key (method and route pattern), and their names in the reader's language. */
const actionNames = (): Record<string, string> => {
  const t = textOf(auditText);
  return {
    [endpoint(adminEndpoints.verifySeller)]: t.verifySeller,
    [endpoint(adminEndpoints.deleteSeller)]: t.deleteSeller,
    [endpoint(adminEndpoints.deleteBuyer)]: t.deleteBuyer,
    [endpoint(adminEndpoints.dismissReports)]: t.dismissReports,
    [endpoint(catalogueRoutes.deleteBook)]: t.deleteBook,
    [endpoint(catalogueRoutes.addCategory)]: t.addCategory,
    [endpoint(orderEndpoints.resolveDispute)]: t.resolveDispute,
    [endpoint(exchangeEndpoints.resolve)]: t.resolveExchangeDispute,
    [api('POST', bkashPaths.allowCod(ID))]: t.allowCod,
    [endpoint(paymentEndpoints.createIntent)]: t.cardPaymentStarted,
    [endpoint(paymentEndpoints.confirmSandboxIntent)]: t.cardPaymentConfirmed,
    [endpoint(paymentEndpoints.record)]: t.paymentRecorded,
    [api('POST', '/payments/webhook')]: t.cardProviderReport,
    [endpoint(paymentEndpoints.bkashCreate)]: t.bkashPaymentStarted,
    [api('GET', bkashPaths.callback)]: t.bkashPaymentReturned,
    [endpoint(orderEndpoints.cashOnDelivery)]: t.cashOnDeliveryPlaced,
    [endpoint(orderEndpoints.cashCollected)]: t.cashCollected,
    [endpoint(orderEndpoints.codRefused)]: t.cashRefused,
    [endpoint(orderEndpoints.received)]: t.dealCompleted,
    [endpoint(exchangeEndpoints.topupIntent)]: t.topupStarted,
    [endpoint(exchangeEndpoints.topup)]: t.topupPaid,
    [endpoint(systemEndpoints.retryJob)]: t.retryJob,
    [endpoint(systemEndpoints.dropJob)]: t.dropJob,
  };
};

const written = byLanguage(new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' }));

function Action({ entry }: { entry: AuditEntry }) {
  const name = actionNames()[entry.action];
  const target = Object.values(entry.target);
  return (
    <>
      <p className="font-medium text-stone-900">{name ?? <code lang="en">{entry.action}</code>}</p>
      {name ? (
        <p lang="en" className="text-xs break-all text-stone-500">
          {entry.action}
        </p>
      ) : null}
      {target.length > 0 ? (
        <p lang="en" className="text-xs break-all text-stone-600">
          {target.join(' · ')}
        </p>
      ) : null}
    </>
  );
}

function Outcome({ status }: { status: number }) {
  const t = useText(auditText);
  const ok = status < 400;
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${ok ? 'bg-emerald-100 text-emerald-900' : 'bg-red-100 text-red-900'}`}
    >
      {ok ? t.done : t.refused} ({status})
    </span>
  );
}

interface FilterForm {
  kind: '' | 'admin' | 'money';
  action: string;
  actor: string;
  from: string;
  to: string;
}

const emptyForm: FilterForm = { kind: '', action: '', actor: '', from: '', to: '' };

function Filters({ onApply }: { onApply: (filters: AuditFilters) => void }) {
  const t = useText(auditText);
  const actions = useAuditActions();
  const names = actionNames();
  const form = useForm<FilterForm>({ defaultValues: emptyForm });
  const submit = form.handleSubmit((values) =>
    onApply(Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')) as AuditFilters),
  );
  return (
    <form
      onSubmit={submit}
      aria-label={t.filters}
      className="mt-4 grid gap-3 rounded-lg border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      <Field id="audit-kind" label={t.kind}>
        <select id="audit-kind" {...form.register('kind')} className={controlClass}>
          <option value="">{t.everyKind}</option>
          <option value="admin">{t.adminActions}</option>
          <option value="money">{t.moneyActions}</option>
        </select>
      </Field>
      <Field id="audit-action" label={t.action}>
        <select id="audit-action" {...form.register('action')} className={controlClass}>
          <option value="">{t.everyAction}</option>
          {(actions.data ?? []).map((action) => (
            <option key={action} value={action}>
              {names[action] ?? action}
            </option>
          ))}
        </select>
      </Field>
      <TextField id="audit-actor" label={t.personEmail} type="email" registration={form.register('actor')} />
      <TextField id="audit-from" label={t.fromDay} type="date" registration={form.register('from')} />
      <TextField id="audit-to" label={t.toDay} type="date" registration={form.register('to')} />
      <div className="flex items-end gap-2">
        <button
          type="submit"
          className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t.show}
        </button>
        <button
          type="button"
          onClick={() => {
            form.reset(emptyForm);
            onApply({});
          }}
          className="rounded-md border border-stone-300 px-4 py-2 text-sm font-semibold text-stone-700 hover:bg-stone-50"
        >
          {t.clear}
        </button>
      </div>
    </form>
  );
}

export function AuditPage() {
  const t = useText(auditText);
  const [filters, setFilters] = useState<AuditFilters>({});
  const audit = useAudit(filters);
  const rows = itemsOf(audit.data);
  const kindName = (kind: AuditEntry['kind']) => (kind === 'admin' ? t.adminAction : t.moneyAction);
  const Who = ({ entry }: { entry: AuditEntry }) => (
    <span className="break-all">{entry.actorEmail ?? t.noOne}</span>
  );
  const When = ({ iso }: { iso: string }) => <time dateTime={iso}>{written.format(new Date(iso))}</time>;
  return (
    <section>
      <h1 className="text-2xl font-bold text-stone-900">{t.auditTrail}</h1>
      <p className="mt-1 text-sm text-stone-600">{t.everyAdminAndMoneyAction}</p>
      <Filters onApply={setFilters} />
      <DataTable
        caption={t.auditTrail}
        headers={[t.when, t.who, t.action, t.outcome, t.from]}
        query={audit}
        isEmpty={rows.length === 0}
        empty={t.nothingRecorded}
        narrow={
          <ul className="space-y-3">
            {rows.map((entry) => (
              <li key={entry._id} className="rounded-lg border border-stone-200 bg-white p-4 text-sm">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <Action entry={entry} />
                  </div>
                  <Outcome status={entry.status} />
                </div>
                <dl className="mt-2 grid grid-cols-[5rem_1fr] gap-x-2 gap-y-1 text-stone-700">
                  <dt className="text-stone-500">{t.when}</dt>
                  <dd>
                    <When iso={entry.at} />
                  </dd>
                  <dt className="text-stone-500">{t.who}</dt>
                  <dd>
                    <Who entry={entry} />
                  </dd>
                  <dt className="text-stone-500">{t.from}</dt>
                  <dd lang="en" className="break-all">
                    {entry.ip} · {entry.instance}
                  </dd>
                  <dt className="text-stone-500">{t.kind}</dt>
                  <dd>{kindName(entry.kind)}</dd>
                </dl>
              </li>
            ))}
          </ul>
        }
      >
        {rows.map((entry) => (
          <tr key={entry._id}>
            <td className={`${cellClass} text-sm whitespace-nowrap text-stone-600`}>
              <When iso={entry.at} />
            </td>
            <td className={cellClass}>
              <Who entry={entry} />
              <p className="text-xs text-stone-500">{kindName(entry.kind)}</p>
            </td>
            <td className={cellClass}>
              <Action entry={entry} />
            </td>
            <td className={cellClass}>
              <Outcome status={entry.status} />
            </td>
            <td lang="en" className={`${cellClass} text-xs break-all text-stone-600`}>
              {entry.ip}
              <br />
              {entry.instance}
            </td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
