// A refund of cash paid at the door has no provider to send it (decision 416): the admin sends it (bKash,
// bank) and records the transfer's reference here, once.
import { useState } from 'react';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { TextField } from '#app/components/ui/Field.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { adminText } from '../i18n.ts';
import { formatBdt } from '#app/lib/money.ts';
import { notify } from '#app/lib/toast.ts';
import { useRecordRefundSent } from '../api/refund-sent.ts';

export function RefundSentByHandForm({ orderId, amount }: { orderId: string; amount: number }) {
  const t = useText(adminText);
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string>();
  const record = useRecordRefundSent(orderId);
  return (
    <form
      aria-labelledby="refund-by-hand-title"
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!reference.trim()) return setError(t.enterTheTransferReference);
        setError(undefined);
        record.mutate(
          { reference: reference.trim() },
          {
            onSuccess: () => notify.success(t.refundRecordedAsSent),
            onError: (e) => notify.error(e.message),
          },
        );
      }}
    >
      <h2 id="refund-by-hand-title" className="text-lg font-semibold text-stone-900">
        {t.sendTheRefundByHand}
      </h2>
      <p className="text-sm text-stone-700">{t.refundByHandExplained({ amount: formatBdt(amount) })}</p>
      <TextField
        id="refund-reference"
        label={t.transferReference}
        value={reference}
        error={error}
        maxLength={64}
        onChange={(event) => setReference(event.currentTarget.value)}
      />
      <button type="submit" disabled={record.isPending} className={buttonClass()}>
        {t.recordRefundSent}
      </button>
    </form>
  );
}
