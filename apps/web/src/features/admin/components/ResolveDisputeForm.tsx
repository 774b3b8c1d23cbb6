// The admin settles a dispute: refund all or part of the payment, or release it to the seller.
import { useState } from 'react';
import { TextField } from '#app/components/ui/Field.tsx';
import { formatBdt } from '#app/lib/money.ts';
import { notify } from '#app/lib/toast.ts';
import { useResolveDispute } from '../api/resolve-dispute.ts';
import { useText } from '#app/i18n/i18n.ts';
import { adminText } from '../i18n.ts';
import { buttonClass } from '#app/components/ui/Button.tsx';

export function ResolveDisputeForm({ orderId, price }: { orderId: string; price: number }) {
  const t = useText(adminText);
  const [outcome, setOutcome] = useState<'refund' | 'release'>('refund');
  const [amount, setAmount] = useState(String(price));
  const [error, setError] = useState<string>();
  const resolve = useResolveDispute(orderId);
  return (
    <form
      aria-label={t.resolveTheDispute}
      className="space-y-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const value = Number(amount);
        if (outcome === 'refund' && (!Number.isInteger(value) || value < 1 || value > price))
          return setError(t.amountOutOfRange({ price }));
        setError(undefined);
        resolve.mutate(outcome === 'refund' ? { outcome, amount: value } : { outcome }, {
          onSuccess: () => notify.success(outcome === 'refund' ? t.refundDecided : t.paymentReleased),
          onError: (e) => notify.error(e.message),
        });
      }}
    >
      <fieldset>
        <legend className="text-sm font-medium text-stone-800">{t.outcome}</legend>
        <div className="mt-1 flex flex-wrap gap-4 text-sm">
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="outcome"
              checked={outcome === 'refund'}
              onChange={() => setOutcome('refund')}
            />
            {t.refundTheBuyer}
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="outcome"
              checked={outcome === 'release'}
              onChange={() => setOutcome('release')}
            />
            {t.releaseToTheSeller}
          </label>
        </div>
      </fieldset>
      {outcome === 'refund' && (
        <TextField
          id="resolve-amount"
          label={t.refundAmountBdtAtMost({ price: formatBdt(price) })}
          type="number"
          inputMode="numeric"
          min={1}
          max={price}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={error}
        />
      )}
      <button type="submit" disabled={resolve.isPending} className={buttonClass()}>
        {t.resolve}
      </button>
    </form>
  );
}
