// The payment flow both card forms share (spec §4): confirm with the provider, then record the payment
// on the server; errors beneath the form; the button disabled until ready, while processing and after success.
import type { Order } from '@boibazar/shared/orders';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { useRecordPayment } from '../api/record-payment.ts';

export interface PayFormProps {
  order: Order;
  /** The provider and the client secret are ready. */
  ready: boolean;
  /** Confirms the card with the provider; resolves with the intent id or rejects with the provider's message. */
  confirm: () => Promise<string>;
  children: ReactNode;
}

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'The payment could not be completed; please try again.';

export function PayForm({ order, ready, confirm, children }: PayFormProps) {
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [transactionId, setTransactionId] = useState<string | null>(null);
  const recordPayment = useRecordPayment();
  const queryClient = useQueryClient();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!ready || processing || transactionId) return;
    setProcessing(true);
    setError(null);
    try {
      const intentId = await confirm();
      const result = await recordPayment.mutateAsync({
        price: order.price,
        transactionId: intentId,
        email: order.email,
        booking: order._id,
        productId: order.productId,
      });
      if (result.modifiedCount > 0) {
        setTransactionId(result.transactionId);
        notify.success('Payment completed successfully!');
        // The page reloads the order, finds it paid and shows the receipt in place of this form.
        void queryClient.invalidateQueries({ queryKey: ['booked', order._id] });
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
        className="w-full rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600"
      >
        {processing ? 'Processing…' : transactionId ? 'Paid' : 'Pay'}
      </button>
      <div id="payment-status" aria-live="polite">
        {error && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
            {error}
          </p>
        )}
        {transactionId && (
          <div className="rounded-md bg-green-50 px-3 py-3 text-sm text-green-800">
            <p className="font-semibold">Payment completed successfully!</p>
            <p className="mt-1 break-all">
              Your transaction id: <span className="font-mono font-semibold">{transactionId}</span>
            </p>
          </div>
        )}
      </div>
    </form>
  );
}
