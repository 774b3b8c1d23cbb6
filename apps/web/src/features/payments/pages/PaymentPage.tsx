// /dashboard/payment/:id — pay for one booked order by card (spec §2, §4).
import type { Order } from '@boibazar/shared/orders';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { formatBdt } from '../../../lib/money.ts';
import { useBookedOrder } from '../api/get-booked-order.ts';
import { usePaymentIntent } from '../api/create-payment-intent.ts';
import { usePaymentsConfig } from '../api/get-payments-config.ts';
import { PaymentReceipt } from '../components/PaymentReceipt.tsx';
import { PayForm } from '../components/PayForm.tsx';
import { SandboxCardForm } from '../components/SandboxCardForm.tsx';

// stripe.js and Elements load only when the server runs PAYMENTS=stripe.
const StripeCardForm = lazy(() => import('../components/StripeCardForm.tsx'));

function Notice({ children, tone = 'stone' }: { children: React.ReactNode; tone?: 'stone' | 'red' }) {
  return (
    <div
      role={tone === 'red' ? 'alert' : 'status'}
      className={`rounded-md px-4 py-3 text-sm ${tone === 'red' ? 'bg-red-50 text-red-700' : 'bg-stone-100 text-stone-700'}`}
    >
      {children}
    </div>
  );
}

/** The form while the provider's code loads: the same layout, the pay button disabled. */
function NotReady({ order }: { order: Order }) {
  return (
    <PayForm order={order} ready={false} confirm={() => Promise.reject(new Error('not ready'))}>
      <p className="text-sm text-stone-500">Preparing the card form…</p>
    </PayForm>
  );
}

function CardForm({ order }: { order: Order }) {
  const config = usePaymentsConfig();
  const intent = usePaymentIntent(order._id, order.price, true);
  const clientSecret = intent.data?.clientSecret;
  let form;
  if (!config.data) form = <NotReady order={order} />;
  else if (config.data.provider === 'stripe' && config.data.publishableKey)
    form = (
      <Suspense fallback={<NotReady order={order} />}>
        <StripeCardForm
          order={order}
          clientSecret={clientSecret}
          publishableKey={config.data.publishableKey}
        />
      </Suspense>
    );
  else form = <SandboxCardForm order={order} clientSecret={clientSecret} />;
  return (
    <div className="space-y-4">
      {form}
      {intent.error && <Notice tone="red">{intent.error.message}</Notice>}
      {config.error && <Notice tone="red">{config.error.message}</Notice>}
    </div>
  );
}

export function PaymentPage() {
  const { id = '' } = useParams();
  const order = useBookedOrder(id);

  if (order.isPending)
    return (
      <p role="status" className="py-10 text-center text-stone-600">
        Loading your order…
      </p>
    );
  if (order.error)
    return (
      <section className="mx-auto max-w-lg space-y-4">
        <h1 className="text-2xl font-bold">Payment</h1>
        <Notice tone="red">{order.error.message}</Notice>
        <Link to="/dashboard/myorders" className="font-medium text-brand-700 underline">
          Back to My Orders
        </Link>
      </section>
    );

  const data = order.data;
  return (
    <section className="mx-auto max-w-lg">
      <div className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
        <div className="mb-5 flex items-center gap-4">
          {data.photo && (
            <img src={data.photo} alt="" className="h-20 w-16 shrink-0 rounded object-cover shadow" />
          )}
          <div className="min-w-0">
            <h1 className="text-xl font-bold text-stone-900">Payment for: {data.bookName}</h1>
            <p className="mt-1 text-stone-700">
              Please pay <strong className="text-brand-800">{formatBdt(data.price)}</strong>
            </p>
          </div>
        </div>
        {data.paid ? (
          <PaymentReceipt orderId={data._id} />
        ) : data.status === 'cancelled' ? (
          <Notice tone="red">This booking was cancelled, so it cannot be paid.</Notice>
        ) : (
          <CardForm order={data} />
        )}
      </div>
      <p className="mt-4 text-center text-sm">
        <Link to="/dashboard/myorders" className="font-medium text-brand-700 underline">
          Back to My Orders
        </Link>
      </p>
    </section>
  );
}
