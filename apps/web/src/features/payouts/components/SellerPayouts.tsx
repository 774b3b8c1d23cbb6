// The seller's payouts on the Earnings page (decision 300): their payout methods (added with the password,
// removed, one chosen as the default that scheduled payouts use: decision 360), a payout request from the
// available balance, and their payouts with each one's status.
import type { PayoutMethodKind } from '@boibazar/shared/payouts';
import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { ConfirmButton } from '#app/components/ui/ConfirmButton.tsx';
import { controlClass, Field, TextField } from '#app/components/ui/Field.tsx';
import { Spinner } from '#app/components/ui/Spinner.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { payoutsText } from '../i18n.ts';
import { ApiError } from '#app/lib/api-client.ts';
import { formatDateTime } from '#app/lib/dates.ts';
import { formatBdt } from '#app/lib/money.ts';
import { useAddPayoutMethod } from '../api/add-payout-method.ts';
import { useChooseDefaultMethod } from '../api/choose-default-method.ts';
import { useMyPayouts } from '../api/get-payouts.ts';
import { usePayoutMethods } from '../api/get-payout-methods.ts';
import { useRemovePayoutMethod } from '../api/remove-payout-method.ts';
import { useRequestPayout } from '../api/request-payout.ts';
import { methodLabel, statusLabel } from './payout-text.ts';

const errorOf = (error: Error | null) =>
  error ? (error instanceof ApiError && error.fields?.[0]?.message) || error.message : undefined;
const panel = 'mt-3 rounded-lg border border-stone-200 bg-white p-4';

function AddMethodForm() {
  const t = useText(payoutsText);
  const id = useId();
  const add = useAddPayoutMethod();
  const [kind, setKind] = useState<PayoutMethodKind>('bkash');
  const [added, setAdded] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const value = (name: string) => String(new FormData(form).get(name) ?? '');
    const password = value('password');
    setAdded(false);
    add.mutate(
      kind === 'bkash'
        ? { kind, wallet: value('wallet'), password }
        : {
            kind,
            accountName: value('accountName'),
            accountNumber: value('accountNumber'),
            bankName: value('bankName'),
            branch: value('branch'),
            password,
          },
      {
        onSuccess: () => {
          form.reset();
          setAdded(true);
        },
      },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate className={`${panel} grid gap-3`}>
      <h3 className="font-semibold text-stone-900">{t.addMethod}</h3>
      <Field id={`${id}-kind`} label={t.methodKind}>
        <select
          id={`${id}-kind`}
          className={controlClass}
          value={kind}
          onChange={(e) => setKind(e.target.value as PayoutMethodKind)}
        >
          <option value="bkash">{t.bkash}</option>
          <option value="bank">{t.bank}</option>
        </select>
      </Field>
      {kind === 'bkash' ? (
        <TextField id={`${id}-wallet`} name="wallet" label={t.wallet} inputMode="tel" autoComplete="tel" />
      ) : (
        <>
          <TextField id={`${id}-name`} name="accountName" label={t.accountName} autoComplete="name" />
          <TextField id={`${id}-number`} name="accountNumber" label={t.accountNumber} inputMode="numeric" />
          <TextField id={`${id}-bank`} name="bankName" label={t.bankName} />
          <TextField id={`${id}-branch`} name="branch" label={t.branch} />
        </>
      )}
      <TextField
        id={`${id}-password`}
        name="password"
        type="password"
        label={t.password}
        autoComplete="current-password"
        error={errorOf(add.error)}
        announce
      />
      <button
        type="submit"
        disabled={add.isPending}
        className={buttonClass({ className: 'w-full sm:w-auto' })}
      >
        {t.addMethod}
      </button>
      {added && (
        <p role="status" className="text-sm text-brand-800">
          {t.methodAdded}
        </p>
      )}
    </form>
  );
}

function RequestPayoutForm({ available }: { available: number }) {
  const t = useText(payoutsText);
  const id = useId();
  const methods = usePayoutMethods();
  const request = useRequestPayout();
  const [requested, setRequested] = useState(false);
  const usable = methods.data ?? [];
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = String(data.get('amount') ?? '').trim();
    setRequested(false);
    request.mutate(
      { amount: text === '' ? Number.NaN : Number(text), methodId: String(data.get('methodId') ?? '') },
      {
        onSuccess: () => {
          form.reset();
          setRequested(true);
        },
      },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate className={`${panel} grid gap-3`}>
      <h3 className="font-semibold text-stone-900">{t.requestPayout}</h3>
      <p className="text-sm text-stone-600">{t.availableNow({ amount: formatBdt(available) })}</p>
      <TextField id={`${id}-amount`} name="amount" label={t.amountTaka} inputMode="numeric" />
      <Field id={`${id}-method`} label={t.payTo}>
        <select id={`${id}-method`} name="methodId" className={controlClass}>
          {usable.map((m) => (
            <option key={m._id} value={m._id}>
              {methodLabel(t, m)}
            </option>
          ))}
        </select>
      </Field>
      {request.error && (
        <p role="alert" className="text-sm text-red-700">
          {errorOf(request.error)}
        </p>
      )}
      <button
        type="submit"
        disabled={request.isPending || usable.length === 0}
        className={buttonClass({ className: 'w-full sm:w-auto' })}
      >
        {t.requestPayout}
      </button>
      {requested && (
        <p role="status" className="text-sm text-brand-800">
          {t.payoutRequested}
        </p>
      )}
    </form>
  );
}

export function SellerPayouts({ available }: { available: number }) {
  const t = useText(payoutsText);
  const methods = usePayoutMethods();
  const payouts = useMyPayouts();
  const remove = useRemovePayoutMethod();
  const chooseDefault = useChooseDefaultMethod();
  return (
    <section aria-labelledby="payout-methods" className="mt-8">
      <h2 id="payout-methods" className="text-lg font-semibold text-stone-900">
        {t.payoutMethods}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t.payoutMethodsIntro}</p>
      {methods.isPending ? (
        <Spinner label={t.loadingMethods} />
      ) : methods.error ? (
        <p role="alert" className="mt-3 text-red-700">
          {t.loadFailed}
        </p>
      ) : methods.data.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">{t.noMethodsYet}</p>
      ) : (
        <ul className="mt-3 grid gap-2">
          {methods.data.map((m) => (
            <li
              key={m._id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-stone-200 bg-white p-3 text-sm"
            >
              <span>
                <span className="font-medium text-stone-900">{methodLabel(t, m)}</span>
                {m.isDefault && (
                  <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
                    {t.defaultMethod}
                  </span>
                )}
                <span className="block text-xs text-stone-500">
                  {t.usableFrom({ time: formatDateTime(m.usableFrom) })}
                </span>
              </span>
              <span className="flex flex-wrap gap-2">
                {!m.isDefault && (
                  <button
                    type="button"
                    className={buttonClass({ variant: 'outline' })}
                    disabled={chooseDefault.isPending}
                    aria-label={t.makeDefaultNamed({ method: methodLabel(t, m) })}
                    onClick={() => chooseDefault.mutate(m._id)}
                  >
                    {t.makeDefault}
                  </button>
                )}
                <ConfirmButton
                  className={buttonClass({ variant: 'outline' })}
                  disabled={remove.isPending}
                  title={t.removeMethodTitle}
                  body={t.removeMethodBody}
                  confirmLabel={t.remove}
                  onConfirm={() => remove.mutate(m._id)}
                >
                  {t.remove}
                </ConfirmButton>
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="grid gap-3 md:grid-cols-2">
        <AddMethodForm />
        <RequestPayoutForm available={available} />
      </div>

      <h2 className="mt-8 text-lg font-semibold text-stone-900">{t.yourPayouts}</h2>
      {payouts.isPending ? (
        <Spinner label={t.loadingPayouts} />
      ) : payouts.error ? (
        <p role="alert" className="mt-3 text-red-700">
          {t.loadFailed}
        </p>
      ) : payouts.data.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">{t.noPayoutsYet}</p>
      ) : (
        <ul className="mt-3 grid gap-2" aria-label={t.yourPayouts}>
          {payouts.data.map((p) => (
            <li key={p._id} className="rounded-lg border border-stone-200 bg-white p-3 text-sm">
              <p className="flex flex-wrap justify-between gap-2">
                <span className="font-semibold">{formatBdt(p.amount)}</span>
                <span className="font-medium">{statusLabel(t, p.status)}</span>
              </p>
              <p className="text-stone-600">
                {methodLabel(t, p.method)} · {formatDateTime(p.createdAt)}
              </p>
              {p.reason && <p className="text-red-700">{t.why({ reason: p.reason })}</p>}
              {p.reference && p.status === 'paid' && (
                <p className="text-stone-600">{t.reference({ reference: p.reference })}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
