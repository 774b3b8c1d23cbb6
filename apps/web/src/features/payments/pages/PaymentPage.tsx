// /dashboard/payment/:id — pay for one booked order (spec §2, §4): card, bKash or cash on delivery (issue 15).
import type { Order } from '@boibazar/shared/orders';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { formatBdt } from '#app/lib/money.ts';
import { useBookedOrder } from '../api/get-booked-order.ts';
import { usePaymentIntent } from '../api/create-payment-intent.ts';
import { useRecordPayment } from '../api/record-payment.ts';
import { CardPayment, PaymentNotice as Notice } from '../components/CardPayment.tsx';
import { BkashOutcome, MethodChoice } from '../components/MethodChoice.tsx';
import { PaymentReceipt } from '../components/PaymentReceipt.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { paymentsText } from '../i18n.ts';
import { paymentKeys } from '../api/payments-keys.ts';

function CardForm({ order }: { order: Order }) {
  const intent = usePaymentIntent(order._id, order.price, true);
  const recordPayment = useRecordPayment();
  const queryClient = useQueryClient();
  const record = async (intentId: string) => {
    const result = await recordPayment.mutateAsync({
      price: order.price,
      transactionId: intentId,
      email: order.email,
      booking: order._id,
      productId: order.productId,
    });
    if (result.modifiedCount === 0) return null;
    // The page reloads the order, finds it paid and shows the receipt in place of this form.
    void queryClient.invalidateQueries({ queryKey: paymentKeys.booked(order._id) });
    return result.transactionId;
  };
  return (
    <CardPayment
      clientSecret={intent.data?.clientSecret}
      intentError={intent.error}
      billing={{ name: order.buyerName, email: order.email }}
      record={record}
    />
  );
}

export function PaymentPage() {
  const t = useText(paymentsText);
  const { id = '' } = useParams();
  const order = useBookedOrder(id);
  const [params] = useSearchParams();

  if (order.isPending)
    return (
      <p role="status" className="py-10 text-center text-stone-600">
        {t.loadingYourOrder}
      </p>
    );
  if (order.error)
    return (
      <section className="mx-auto max-w-lg space-y-4">
        <h1 className="text-2xl font-bold">{t.payment}</h1>
        <Notice tone="red">{order.error.message}</Notice>
        <Link to="/dashboard/myorders" className="font-medium text-brand-700 underline">
          {t.backToMyOrders}
        </Link>
      </section>
    );

  const data = order.data;
  const cod = data.status === 'cod' || data.status === 'cod_handed_over';
  // 'Please pay' only while there is something to pay; a paid order says what was paid.
  const priceLabel = data.paid
    ? t.youPaid
    : cod
      ? t.payOnDelivery
      : data.status === 'open'
        ? t.pleasePay
        : t.price;
  return (
    <section className="mx-auto max-w-lg">
      <div className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
        <div className="mb-5 flex items-center gap-4">
          {data.photo && (
            <img src={data.photo} alt="" className="h-20 w-16 shrink-0 rounded object-cover shadow" />
          )}
          <div className="min-w-0">
            <h1 className="text-xl font-bold text-stone-900">
              {t.paymentFor} {data.bookName}
            </h1>
            <p className="mt-1 text-stone-700">
              {priceLabel} <strong className="text-brand-800">{formatBdt(data.delivery.total)}</strong>
            </p>
            {data.delivery.method === 'home' && (
              <p className="mt-1 text-sm text-stone-600">
                {t.bookPart} {formatBdt(data.price)} + {t.deliveryPart} {formatBdt(data.delivery.fee)}
              </p>
            )}
          </div>
        </div>
        <BkashOutcome params={params} receipt={data.paid} />
        {data.paid ? (
          <PaymentReceipt orderId={data._id} />
        ) : data.status === 'cancelled' ? (
          <Notice tone="red">{t.bookingCancelledCannotPay}</Notice>
        ) : cod ? (
          <Notice>{t.paysCashOnDelivery}</Notice>
        ) : (
          <MethodChoice
            order={data}
            card={<CardForm order={data} />}
            initial={params.has('bkash') ? 'bkash' : undefined}
          />
        )}
      </div>
      <p className="mt-4 text-center text-sm">
        <Link to="/dashboard/myorders" className="font-medium text-brand-700 underline">
          {t.backToMyOrders}
        </Link>
      </p>
    </section>
  );
}
