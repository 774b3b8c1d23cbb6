// Above the card form: how to pay this order (Card, bKash, Cash on delivery), only what the server allows.
import type { Order } from '@boibazar/shared/orders';
import type { PaymentMethod } from '@boibazar/shared/payments';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { formatBdt } from '#app/lib/money.ts';
import { notify } from '#app/lib/toast.ts';
import { useCreateBkashPayment, usePaymentMethods, usePlaceCodOrder } from '../api/payment-methods.ts';
import { textOf, useText } from '#app/i18n/i18n.ts';
import { paymentsText } from '../i18n.ts';
import { uiText } from '#app/i18n/shell.ts';
import { useLocalise } from '#app/i18n/messages.ts';

const labels = (): Record<PaymentMethod, string> => ({
  card: textOf(paymentsText).card,
  bkash: textOf(paymentsText).bkash,
  cash_on_delivery: textOf(paymentsText).cashOnDelivery,
});

/**
 * The method chosen until the buyer picks another: the card, because the specification's payment page
 * shows a card form with a pay button (decision 260's amendment); bKash and cash on delivery are one tap away.
 */
const PREFERRED: PaymentMethod[] = ['card', 'bkash', 'cash_on_delivery'];

export function MethodChoice({
  order,
  card,
  initial,
}: {
  order: Order;
  card: ReactNode;
  /** The method to show first; otherwise the first of PREFERRED that this order may use. */
  initial?: PaymentMethod;
}) {
  const t = useText(paymentsText);
  const tUi = useText(uiText);
  const localise = useLocalise();
  const methods = usePaymentMethods(order._id, true);
  const [chosen, setChosen] = useState<PaymentMethod | undefined>(initial);
  const bkash = useCreateBkashPayment();
  const cod = usePlaceCodOrder();
  const navigate = useNavigate();
  // Until the server says what this order may use, nothing is chosen (no card intent is made for a buyer
  // who pays by bKash); if it cannot say, the card remains, as before.
  const offered: PaymentMethod[] = methods.data?.methods ?? (methods.isError ? ['card'] : []);
  const method = chosen && offered.includes(chosen) ? chosen : PREFERRED.find((m) => offered.includes(m));
  const button = 'w-full rounded-md px-4 py-2.5 font-semibold text-white disabled:opacity-60 sm:w-auto';

  return (
    <div className="space-y-4">
      {methods.isPending && (
        <p role="status" className="text-sm text-stone-500">
          {tUi.loading}
        </p>
      )}
      {offered.length > 1 && (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-stone-800">{t.payWith}</legend>
          <div className="grid grid-cols-3 gap-2">
            {offered.map((m) => (
              <label
                key={m}
                className={`flex cursor-pointer items-center justify-center rounded-md border px-2 py-2 text-center text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700 ${
                  method === m
                    ? 'border-brand-700 bg-brand-50 text-brand-800'
                    : 'border-stone-300 text-stone-700'
                }`}
              >
                <input
                  type="radio"
                  name="method"
                  value={m}
                  checked={method === m}
                  onChange={() => setChosen(m)}
                  className="sr-only"
                />
                {labels()[m]}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {method === 'card' && card}
      {method === 'bkash' && (
        <div className="space-y-3">
          <p className="text-sm text-stone-700">
            {t.youWillApprove} {formatBdt(order.price)} {t.bkashPageSteps}
          </p>
          <button
            type="button"
            className={`${button} bg-[#e2136e] hover:bg-[#c00f5d]`}
            disabled={bkash.isPending}
            onClick={() =>
              bkash.mutate(order._id, {
                onSuccess: ({ bkashURL }) => window.location.assign(bkashURL),
                onError: (error) => notify.error(error.message),
              })
            }
          >
            {bkash.isPending ? t.openingBkash : t.payWithBkash}
          </button>
        </div>
      )}
      {method === 'cash_on_delivery' && (
        <div className="space-y-3">
          <p className="text-sm text-stone-700">
            {t.pay} {formatBdt(order.price)} {t.codPayOnHandover}
          </p>
          <button
            type="button"
            className={`${button} bg-brand-700 hover:bg-brand-800`}
            disabled={cod.isPending}
            onClick={() =>
              // Not mutate's own callbacks: the refetched order (now `cod`) replaces this choice on the
              // page before they would run, and React Query drops them once the component is gone.
              cod.mutateAsync(order._id).then(
                () => {
                  notify.success(t.codOrderPlacedNotice);
                  void navigate('/dashboard/myorders');
                },
                (error: Error) => notify.error(error.message),
              )
            }
          >
            {cod.isPending ? t.placing : t.placeCodOrder}
          </button>
        </div>
      )}
      {methods.data && methods.data.unavailable.length > 0 && (
        <ul className="space-y-1 text-xs text-stone-500">
          {methods.data.unavailable.map((u) => (
            <li key={u.method}>
              {labels()[u.method]}: {localise(u.reason)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** What bKash's redirect back says (?bkash=success&trxID=… or ?bkash=failure|cancel&message=…). */
export function BkashOutcome({ params, receipt }: { params: URLSearchParams; receipt: boolean }) {
  const t = useText(paymentsText);
  const result = params.get('bkash');
  if (!result) return null;
  if (result === 'success')
    return (
      <div role="status" className="mb-4 rounded-md bg-green-50 px-4 py-3 text-sm text-green-800">
        {/* The receipt below already says it in its own words; the headline is not repeated. */}
        {!receipt && <p className="font-semibold">{t.paymentCompletedSuccessfully}</p>}
        <p>
          {t.bkashTransactionId}{' '}
          <span className="break-all font-mono font-semibold">{params.get('trxID')}</span>
        </p>
      </div>
    );
  const message = params.get('message');
  return (
    <div role="alert" className="mb-4 rounded-md bg-red-50 px-4 py-3 text-sm text-red-700">
      {result === 'cancel' ? (
        <p>{message ?? t.bkashCancelled}</p>
      ) : (
        <>
          <p className="font-semibold">{t.bkashFailed}</p>
          {message && (
            <p>
              {t.bkashSays} {message}
            </p>
          )}
        </>
      )}
    </div>
  );
}
