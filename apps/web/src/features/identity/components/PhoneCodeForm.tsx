// The two steps every phone flow shares: the number, then the 6-digit code the SMS brought. The caller
// says what sending and checking mean (sign in, sign up, add a number) and may add fields to step two.
import { useEffect, useState, type ReactNode } from 'react';
import { TextField } from '#app/components/ui/Field.tsx';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { phoneText } from '../i18n.ts';
import { currentLanguage } from '#app/i18n/locale.ts';
import { inReaderDigits } from '#app/lib/money.ts';
import { FormError } from './AuthCard.tsx';

/** A phone number in the reader's digits (০১৭… in Bangla). */
export const inReaderNumber = (phone: string) =>
  currentLanguage() === 'bn' ? phone.replace(/\d/g, (d) => inReaderDigits(Number(d))) : phone;

export function PhoneCodeForm({
  id,
  send,
  check,
  submitLabel,
  pendingLabel,
  extraFields,
}: {
  id: string;
  /** Sends a code to the number as typed; resolves with the number as the server stored it. */
  send: (phone: string) => Promise<{ phone: string }>;
  check: (phone: string, code: string) => Promise<unknown>;
  submitLabel: string;
  pendingLabel: string;
  /** More fields shown with the code (sign-up's name and role). */
  extraFields?: ReactNode;
}) {
  const t = useText(phoneText);
  const [typedPhone, setTypedPhone] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The field of the step now shown gets the focus, so the keyboard carries on where the person is.
  const shown = sentTo ? `${id}-code` : `${id}-phone`;
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    if (moved) document.getElementById(shown)?.focus();
  }, [moved, shown]);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  const sendCode = () =>
    run(async () => {
      const answer = await send(typedPhone);
      setCode('');
      setSentTo(answer.phone);
      setMoved(true);
    });

  if (!sentTo)
    return (
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void sendCode();
        }}
        noValidate
        className="space-y-4"
      >
        <TextField
          id={`${id}-phone`}
          label={t.phoneNumber}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={typedPhone}
          onChange={(e) => setTypedPhone(e.currentTarget.value)}
          aria-describedby={`${id}-phone-hint`}
          required
        />
        <p id={`${id}-phone-hint`} className="-mt-3 text-xs text-stone-600">
          {t.phoneHint}
        </p>
        <button type="submit" disabled={busy} className={buttonClass({ size: 'lg', className: 'w-full' })}>
          {busy ? t.sendingCode : t.sendCode}
        </button>
        <FormError message={error} />
      </form>
    );

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void run(() => check(sentTo, code).then(() => undefined));
      }}
      noValidate
      className="space-y-4"
    >
      <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
        {t.codeSentTo({ phone: inReaderNumber(sentTo) })}
      </p>
      <TextField
        id={`${id}-code`}
        label={t.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
        value={code}
        onChange={(e) => setCode(e.currentTarget.value)}
        aria-describedby={`${id}-code-hint`}
        required
      />
      <p id={`${id}-code-hint`} className="-mt-3 text-xs text-stone-600">
        {t.codeHint}
      </p>
      {extraFields}
      <button type="submit" disabled={busy} className={buttonClass({ size: 'lg', className: 'w-full' })}>
        {busy ? pendingLabel : submitLabel}
      </button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          disabled={busy}
          onClick={() => void run(async () => void (await send(sentTo)))}
          className="font-semibold text-brand-700 underline"
        >
          {t.sendNewCode}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => {
            setSentTo(null);
            setError(null);
          }}
          className="font-semibold text-brand-700 underline"
        >
          {t.changeNumber}
        </button>
      </div>
      <FormError message={error} />
    </form>
  );
}
