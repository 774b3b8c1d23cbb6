// The payment flow both card forms share (spec §4): confirm with the provider, then record the payment
// on the server; errors beneath the form; the button disabled until ready, while processing and after success.
// What is paid for (an order, an exchange's top-up) decides how the payment is recorded.
import { useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '#app/lib/api-client.ts';
import { notify } from '#app/lib/toast.ts';
import { textOf, useText } from '#app/i18n/i18n.ts';
import { paymentsText } from '../i18n.ts';
import { buttonClass } from '#app/components/ui/Button.tsx';

/** Records the confirmed intent on the server; resolves with the transaction id, or null if nothing changed. */
export type RecordPayment = (intentId: string) => Promise<string | null>;

export interface PayFormProps {
  record: RecordPayment;
  /** The provider and the client secret are ready. */
  ready: boolean;
  /** Confirms the card with the provider; resolves with the intent id or rejects with the provider's message. */
  confirm: () => Promise<string>;
  children: ReactNode;
}

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : textOf(paymentsText).paymentFailed;

export function PayForm({ record, ready, confirm, children }: PayFormProps) {
  const t = useText(paymentsText);
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [transactionId, setTransactionId] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!ready || processing || transactionId) return;
    setProcessing(true);
    setError(null);
    try {
      const intentId = await confirm();
      const recorded = await record(intentId);
      if (recorded) {
        setTransactionId(recorded);
        notify.success(t.paymentCompletedSuccessfully);
      }
    } catch (caught) {
      setError(caught instanceof ApiError || caught instanceof Error ? messageOf(caught) : messageOf(null));
    } finally {
      setProcessing(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-describedby="payment-status">
      <fieldset disabled={processing || Boolean(transactionId)} className="space-y-4">
        {children}
      </fieldset>
      <button
        type="submit"
        disabled={!ready || processing || Boolean(transactionId)}
        className={buttonClass({ size: 'lg', className: 'w-full' })}
      >
        {processing ? t.processing : transactionId ? t.paid : t.pay}
      </button>
      <div id="payment-status" aria-live="polite">
        {error && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
            {error}
          </p>
        )}
        {transactionId && (
          <div className="rounded-md bg-green-50 px-3 py-3 text-sm text-green-800">
            <p className="font-semibold">{t.paymentCompletedSuccessfully}</p>
            <p className="mt-1 break-all">
              {t.yourTransactionId} <span className="font-mono font-semibold">{transactionId}</span>
            </p>
          </div>
        )}
      </div>
    </form>
  );
}
