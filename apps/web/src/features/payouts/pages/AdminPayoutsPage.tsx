// /dashboard/payouts: the admin's payouts queue (decision 300): waiting, in flight, failed, rejected and
// paid payouts; approve a bKash payout (it is sent by the jobs runner), mark a bank payout paid with the
// bank's reference, or reject one with a reason. Every action is in the audit trail (decision 282).
import { PAYOUT_STATUSES, type AdminPayout, type PayoutStatus } from '@boibazar/shared/payouts';
import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { TextField } from '#app/components/ui/Field.tsx';
import { Spinner } from '#app/components/ui/Spinner.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { payoutsText } from '../i18n.ts';
import { ApiError } from '#app/lib/api-client.ts';
import { formatDateTime } from '#app/lib/dates.ts';
import { formatBdt } from '#app/lib/money.ts';
import { useDecidePayout } from '../api/decide-payout.ts';
import { useAdminPayouts } from '../api/get-admin-payouts.ts';
import { methodLabel, statusLabel } from '../components/payout-text.ts';

const errorOf = (error: Error | null) =>
  error ? (error instanceof ApiError && error.fields?.[0]?.message) || error.message : undefined;

function Decisions({ payout }: { payout: AdminPayout }) {
  const t = useText(payoutsText);
  const id = useId();
  const decide = useDecidePayout();
  const field = (event: FormEvent<HTMLFormElement>, name: string) =>
    String(new FormData(event.currentTarget).get(name) ?? '');
  return (
    <div className="mt-3 grid gap-3">
      {payout.method.kind === 'bkash' ? (
        <button
          type="button"
          className={buttonClass({ className: 'w-full sm:w-auto' })}
          disabled={decide.isPending}
          onClick={() => decide.mutate({ id: payout._id, action: 'approve' })}
        >
          {t.approve}
        </button>
      ) : (
        <form
          noValidate
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            decide.mutate({ id: payout._id, action: 'mark-paid', reference: field(e, 'reference') });
          }}
        >
          <TextField id={`${id}-ref`} name="reference" label={t.bankReference} className="min-w-0 flex-1" />
          <button type="submit" className={buttonClass()} disabled={decide.isPending}>
            {t.markPaid}
          </button>
        </form>
      )}
      <form
        noValidate
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          decide.mutate({ id: payout._id, action: 'reject', reason: field(e, 'reason') });
        }}
      >
        <TextField id={`${id}-reason`} name="reason" label={t.rejectReason} className="min-w-0 flex-1" />
        <button type="submit" className={buttonClass({ variant: 'outline' })} disabled={decide.isPending}>
          {t.reject}
        </button>
      </form>
      {decide.error && (
        <p role="alert" className="text-sm text-red-700">
          {errorOf(decide.error)}
        </p>
      )}
    </div>
  );
}

export function AdminPayoutsPage() {
  const t = useText(payoutsText);
  const [status, setStatus] = useState<PayoutStatus>('requested');
  const payouts = useAdminPayouts(status);
  return (
    <section>
      <h1 className="text-2xl font-bold text-stone-900">{t.adminPayouts}</h1>
      <p className="mt-1 text-sm text-stone-600">{t.adminIntro}</p>
      <nav aria-label={t.showStatus} className="mt-4">
        <ul className="flex flex-wrap gap-1">
          {PAYOUT_STATUSES.map((s) => (
            <li key={s}>
              <button
                type="button"
                aria-pressed={s === status}
                onClick={() => setStatus(s)}
                className={`rounded-md px-3 py-2 text-sm font-medium ${s === status ? 'bg-brand-700 text-white' : 'border border-stone-300 text-stone-700 hover:bg-stone-100'}`}
              >
                {statusLabel(t, s)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {payouts.isPending ? (
        <Spinner label={t.loadingPayouts} />
      ) : payouts.error ? (
        <p role="alert" className="mt-4 text-red-700">
          {t.loadFailed}
        </p>
      ) : payouts.data.length === 0 ? (
        <p className="mt-4 text-sm text-stone-600">{t.noPayoutsYet}</p>
      ) : (
        <ul className="mt-4 grid gap-3" aria-label={statusLabel(t, status)}>
          {payouts.data.map((p) => (
            <li key={p._id} className="rounded-lg border border-stone-200 bg-white p-4 text-sm">
              <p className="flex flex-wrap justify-between gap-2">
                <span className="text-base font-semibold">{formatBdt(p.amount)}</span>
                <span className="font-medium">{statusLabel(t, p.status)}</span>
              </p>
              <p className="break-words text-stone-700">
                {p.sellerName} · {p.sellerEmail}
              </p>
              <p className="text-stone-600">
                {methodLabel(t, p.method)} · {formatDateTime(p.createdAt)}
              </p>
              {p.reason && <p className="text-red-700">{t.why({ reason: p.reason })}</p>}
              {p.reference && <p className="text-stone-600">{t.reference({ reference: p.reference })}</p>}
              {p.status === 'requested' && <Decisions payout={p} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
