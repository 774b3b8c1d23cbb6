// What a buyer sees once an order is paid: the receipt and what happens next, instead of the card form.
import { Link } from 'react-router';
import { ListProblem } from '#app/components/ui/ListProblem.tsx';
import { formatDateTime } from '#app/lib/dates.ts';
import { formatBdt } from '#app/lib/money.ts';
import { useReceipt } from '../api/get-receipt.ts';
import { textOf, useText } from '#app/i18n/i18n.ts';
import { paymentsText } from '../i18n.ts';

const methodNames = (): Record<string, string> => ({
  sandbox: textOf(paymentsText).cardTestPayment,
  bkash: textOf(paymentsText).bkash,
  cod: textOf(paymentsText).cashOnDelivery,
});
const methodName = (provider: string) => methodNames()[provider] ?? textOf(paymentsText).card;

export function PaymentReceipt({ orderId }: { orderId: string }) {
  const t = useText(paymentsText);
  const receipt = useReceipt(orderId);
  if (receipt.isPending)
    return (
      <div role="status" className="h-64 animate-pulse rounded-lg bg-stone-100">
        <span className="sr-only">{t.loadingYourReceipt}</span>
      </div>
    );
  if (receipt.isError) return <ListProblem what={t.yourReceipt} onRetry={() => void receipt.refetch()} />;
  const data = receipt.data;
  return (
    <section id="payment-status" aria-labelledby="receipt-heading" className="space-y-4">
      <p className="flex items-center gap-2 rounded-md bg-green-50 px-3 py-3 font-semibold text-green-800">
        <svg viewBox="0 0 24 24" className="h-5 w-5 shrink-0" aria-hidden="true">
          <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
        </svg>
        {t.paymentCompletedSuccessfully}
      </p>
      <h2 id="receipt-heading" className="text-lg font-bold text-stone-900">
        {t.receipt}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-stone-600">{t.book}</dt>
        <dd className="font-medium text-stone-900">
          <Link to={`/books/${data.productId}`} className="underline">
            {data.bookName}
          </Link>
        </dd>
        <dt className="text-stone-600">{t.amount}</dt>
        <dd className="font-semibold text-stone-900">{formatBdt(data.amount)}</dd>
        <dt className="text-stone-600">{t.method}</dt>
        <dd className="text-stone-900">{methodName(data.provider)}</dd>
        <dt className="text-stone-600">
          {/* bKash's trxID is shown above the receipt; this is its paymentID, which bKash's support asks for. */}
          {data.provider === 'bkash' ? t.bkashPaymentId : t.transactionId}
        </dt>
        <dd className="break-all font-mono font-semibold text-stone-900">{data.transactionId}</dd>
        <dt className="text-stone-600">{t.date}</dt>
        <dd className="text-stone-900">
          <time dateTime={data.paidAt}>{formatDateTime(data.paidAt)}</time>
        </dd>
      </dl>
      <div className="rounded-md bg-brand-50 p-3 text-sm text-stone-800 ring-1 ring-brand-100">
        <h3 className="font-semibold text-brand-900">{t.whatHappensNext}</h3>
        <p className="mt-1">{t.paidBookIsYours}</p>
      </div>
    </section>
  );
}
