// PAYMENTS=sandbox: a plain card form checked as you type (Luhn, future expiry, CVC); the server's
// sandbox processor decides the outcome with Stripe's test-card behaviour.
import { cardNumberProblem, cvcProblem, expiryProblem } from '@boibazar/shared/payments';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { confirmSandboxPayment } from '../api/confirm-sandbox-payment.ts';
import { PayForm, type RecordPayment } from './PayForm.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { paymentsText } from '../i18n.ts';
import { language as languageStore } from '#app/i18n/locale.ts';
import { localise } from '@boibazar/shared/messages';
import { useStore } from '@nanostores/react';

const check = (problem: (value: string) => string | null) => (value: string, ctx: z.RefinementCtx) => {
  const message = problem(value);
  if (message) ctx.addIssue({ code: 'custom', message });
};

const cardSchema = z.object({
  cardNumber: z.string().superRefine(check(cardNumberProblem)),
  expiry: z.string().superRefine(check((value) => expiryProblem(value))),
  cvc: z.string().superRefine(check(cvcProblem)),
});
type Card = z.infer<typeof cardSchema>;

const inputClass =
  'mt-1 block w-full rounded-md border border-stone-300 px-3 py-2 text-base tracking-wide shadow-sm focus:border-brand-600 aria-[invalid=true]:border-red-500';

/** "4242424242424242" → "4242 4242 4242 4242", "1239" → "12/39", as the buyer types. */
const groupCardNumber = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
const formatExpiry = (value: string) => {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

export function SandboxCardForm({
  clientSecret,
  record,
}: {
  clientSecret: string | undefined;
  record: RecordPayment;
}) {
  const t = useText(paymentsText);
  const language = useStore(languageStore);
  const form = useForm<Card>({
    resolver: zodResolver(cardSchema),
    defaultValues: { cardNumber: '', expiry: '', cvc: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  async function confirm(): Promise<string> {
    if (!(await form.trigger())) throw new Error(t.checkCardDetails);
    if (!clientSecret) throw new Error(t.paymentNotReady);
    const intent = await confirmSandboxPayment({ clientSecret, ...form.getValues() });
    return intent.id;
  }

  const field = (
    name: keyof Card,
    label: string,
    props: Record<string, string>,
    format?: (v: string) => string,
  ) => {
    const registered = form.register(name, {
      onChange: format ? (event) => form.setValue(name, format(event.target.value)) : undefined,
    });
    return (
      <div>
        <label htmlFor={`card-${name}`} className="block text-sm font-medium text-stone-700">
          {label}
        </label>
        <input
          id={`card-${name}`}
          {...registered}
          {...props}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `card-${name}-error` : undefined}
          className={inputClass}
        />
        {errors[name] && (
          <p id={`card-${name}-error`} className="mt-1 text-sm text-red-700">
            {localise(errors[name]?.message ?? '', language)}
          </p>
        )}
      </div>
    );
  };

  return (
    <PayForm record={record} ready={Boolean(clientSecret)} confirm={confirm}>
      {field(
        'cardNumber',
        t.cardNumber,
        { inputMode: 'numeric', autoComplete: 'cc-number', placeholder: '4242 4242 4242 4242' },
        groupCardNumber,
      )}
      <div className="grid grid-cols-2 gap-4">
        {field(
          'expiry',
          t.expiry,
          { inputMode: 'numeric', autoComplete: 'cc-exp', placeholder: t.expiryPlaceholder },
          formatExpiry,
        )}
        {field('cvc', t.cvc, {
          inputMode: 'numeric',
          autoComplete: 'cc-csc',
          placeholder: '123',
          maxLength: '4',
        })}
      </div>
      <p className="text-xs text-stone-500">{t.stripeTestCards}</p>
    </PayForm>
  );
}
