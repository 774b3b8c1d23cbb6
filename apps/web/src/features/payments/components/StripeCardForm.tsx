// PAYMENTS=stripe: Stripe Elements. Loaded lazily by the payment page, so stripe.js never reaches the
// sandbox bundle; billing name and email come from the payer (the order's buyer, spec §7).
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useEffect, useState } from 'react';
import { PayForm, type RecordPayment } from './PayForm.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { paymentsText } from '../i18n.ts';

const stripeByKey = new Map<string, Promise<Stripe | null>>();
const stripeFor = (publishableKey: string) => {
  if (!stripeByKey.has(publishableKey))
    stripeByKey.set(
      publishableKey,
      loadStripe(publishableKey).catch(() => null),
    );
  return stripeByKey.get(publishableKey) ?? Promise.resolve(null);
};

const cardStyle = {
  style: {
    base: { fontSize: '16px', color: '#1c1917', '::placeholder': { color: '#a8a29e' } },
    invalid: { color: '#b91c1c' },
  },
};

/** Who pays, for the card's billing details. */
export interface Billing {
  name: string;
  email: string;
}

function CardFields({
  billing,
  clientSecret,
  record,
}: {
  billing: Billing;
  clientSecret: string | undefined;
  record: RecordPayment;
}) {
  const t = useText(paymentsText);
  const stripe = useStripe();
  const elements = useElements();
  const [cardError, setCardError] = useState<string | null>(null);

  async function confirm(): Promise<string> {
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || !clientSecret) throw new Error(t.paymentNotReady);
    const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret, {
      payment_method: { card, billing_details: billing },
    });
    if (error) throw new Error(error.message ?? t.cardDeclined);
    if (paymentIntent?.status !== 'succeeded') throw new Error(t.thePaymentDidNotComplete);
    return paymentIntent.id;
  }

  return (
    <PayForm record={record} ready={Boolean(stripe && elements && clientSecret)} confirm={confirm}>
      <div>
        <span id="stripe-card-label" className="block text-sm font-medium text-stone-700">
          {t.card}
        </span>
        <div
          aria-labelledby="stripe-card-label"
          className="mt-1 rounded-md border border-stone-300 px-3 py-3"
        >
          <CardElement options={cardStyle} onChange={(event) => setCardError(event.error?.message ?? null)} />
        </div>
        {cardError && <p className="mt-1 text-sm text-red-700">{cardError}</p>}
      </div>
    </PayForm>
  );
}

export default function StripeCardForm(props: {
  billing: Billing;
  clientSecret: string | undefined;
  publishableKey: string;
  record: RecordPayment;
}) {
  const t = useText(paymentsText);
  const stripe = stripeFor(props.publishableKey);
  const [loadFailed, setLoadFailed] = useState(false);
  useEffect(() => {
    void stripe.then((loaded) => setLoadFailed(!loaded));
  }, [stripe]);
  return (
    <Elements stripe={stripe}>
      <CardFields billing={props.billing} clientSecret={props.clientSecret} record={props.record} />
      {loadFailed && (
        <p role="alert" className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {t.cardFormNotLoaded}
        </p>
      )}
    </Elements>
  );
}
