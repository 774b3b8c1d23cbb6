// A cash-on-delivery parcel the courier lost before delivery (decision 431): the buyer owes nothing, and
// the admin records what the courier pays for the book, once; it goes to the seller's available balance.
import { useState } from 'react';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { TextField } from '#app/components/ui/Field.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { adminText } from '../i18n.ts';
import { formatBdt } from '#app/lib/money.ts';
import { notify } from '#app/lib/toast.ts';
import { useRecordCourierCompensation } from '../api/courier-compensation.ts';

export function CourierCompensationForm({ orderId, price }: { orderId: string; price: number }) {
  const t = useText(adminText);
  const [amount, setAmount] = useState(String(price));
  const [error, setError] = useState<string>();
  const record = useRecordCourierCompensation(orderId);
  return (
    <form
      aria-labelledby="compensation-title"
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const value = Number(amount);
        if (!/^\d+$/.test(amount.trim()) || value < 1 || value > price)
          return setError(t.enterACompensationFrom({ price: formatBdt(price) }));
        setError(undefined);
        record.mutate(
          { amount: value },
          {
            onSuccess: () => notify.success(t.compensationRecorded),
            onError: (e) => notify.error(e.message),
          },
        );
      }}
    >
      <h2 id="compensation-title" className="text-lg font-semibold text-stone-900">
        {t.courierCompensationTitle}
      </h2>
      <p className="text-sm text-stone-700">{t.courierCompensationExplained({ price: formatBdt(price) })}</p>
      <TextField
        id="compensation-amount"
        label={t.compensationAmount}
        inputMode="numeric"
        value={amount}
        error={error}
        onChange={(event) => setAmount(event.currentTarget.value)}
      />
      <button type="submit" disabled={record.isPending} className={buttonClass()}>
        {t.recordCompensation}
      </button>
    </form>
  );
}
