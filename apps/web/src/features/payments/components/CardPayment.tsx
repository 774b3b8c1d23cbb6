// The card form for whatever the server opened an intent for (an order, an exchange's top-up): the
// sandbox form, or Stripe Elements loaded lazily when the server runs PAYMENTS=stripe.
import { lazy, Suspense, type ReactNode } from 'react';
import { usePaymentsConfig } from '../api/get-payments-config.ts';
import { PayForm, type RecordPayment } from './PayForm.tsx';
import { SandboxCardForm } from './SandboxCardForm.tsx';
import type { Billing } from './StripeCardForm.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { paymentsText } from '../i18n.ts';

// stripe.js and Elements load only when the server runs PAYMENTS=stripe.
const StripeCardForm = lazy(() => import('./StripeCardForm.tsx'));

export function PaymentNotice({ children, tone = 'stone' }: { children: ReactNode; tone?: 'stone' | 'red' }) {
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
function NotReady() {
  const t = useText(paymentsText);
  return (
    <PayForm
      record={() => Promise.resolve(null)}
      ready={false}
      confirm={() => Promise.reject(new Error(t.notReady))}
    >
      <p className="text-sm text-stone-500">{t.preparingTheCardForm}</p>
    </PayForm>
  );
}

export function CardPayment({
  clientSecret,
  intentError,
  billing,
  record,
}: {
  clientSecret: string | undefined;
  intentError: Error | null;
  billing: Billing;
  record: RecordPayment;
}) {
  const config = usePaymentsConfig();
  let form;
  if (!config.data) form = <NotReady />;
  else if (config.data.provider === 'stripe' && config.data.publishableKey)
    form = (
      <Suspense fallback={<NotReady />}>
        <StripeCardForm
          billing={billing}
          clientSecret={clientSecret}
          publishableKey={config.data.publishableKey}
          record={record}
        />
      </Suspense>
    );
  else form = <SandboxCardForm clientSecret={clientSecret} record={record} />;
  return (
    <div className="space-y-4">
      {form}
      {intentError && <PaymentNotice tone="red">{intentError.message}</PaymentNotice>}
      {config.error && <PaymentNotice tone="red">{config.error.message}</PaymentNotice>}
    </div>
  );
}
