// A handover, of an order's book or an exchange's books: by courier (company, tracking number) or at a
// meet-up (place, time, note).
import { handoverSchema, type HandoverInput } from '@boibazar/shared/orders';
import { useState } from 'react';
import { Field, TextField, controlClass } from './Field.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { uiText } from '#app/i18n/shell.ts';
import { buttonClass } from './Button.tsx';

const errorsOf = (input: HandoverInput): Record<string, string> => {
  const result = handoverSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0] ?? 'form'), i.message]));
};

export function HandoverForm({
  pending,
  onSubmit,
  what: whatProp,
  other: otherProp,
}: {
  pending: boolean;
  onSubmit: (handover: HandoverInput) => void;
  /** What is handed over, as in 'Hand over the book'. */
  what?: string;
  /** Who receives it, as in 'Note for the buyer'. */
  other?: string;
}) {
  const t = useText(uiText);
  const what = whatProp ?? t.theBook;
  const other = otherProp ?? t.theBuyer;
  const [method, setMethod] = useState<'courier' | 'meetup'>('courier');
  const [values, setValues] = useState({ company: '', trackingNumber: '', place: '', at: '', note: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const input: HandoverInput =
      method === 'courier'
        ? { method, company: values.company, trackingNumber: values.trackingNumber }
        : {
            method,
            place: values.place,
            at: values.at ? new Date(values.at).toISOString() : '',
            note: values.note,
          };
    const found = errorsOf(input);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(input);
  };

  return (
    <form onSubmit={submit} className="space-y-3" aria-label={t.handOverWhat({ what })} noValidate>
      <fieldset>
        <legend className="text-sm font-medium text-stone-800">{t.handoverHowQuestion}</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {(
            [
              ['courier', t.byCourier],
              ['meetup', t.atAMeetUp],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="handover-method"
                value={value}
                checked={method === value}
                onChange={() => setMethod(value)}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {method === 'courier' ? (
        <>
          <TextField
            id="handover-company"
            label={t.courierCompany}
            value={values.company}
            onChange={set('company')}
            error={errors.company}
          />
          <TextField
            id="handover-tracking"
            label={t.trackingNumber}
            value={values.trackingNumber}
            onChange={set('trackingNumber')}
            error={errors.trackingNumber}
          />
        </>
      ) : (
        <>
          <TextField
            id="handover-place"
            label={t.place}
            value={values.place}
            onChange={set('place')}
            error={errors.place}
          />
          <TextField
            id="handover-at"
            label={t.dateAndTime}
            type="datetime-local"
            value={values.at}
            onChange={set('at')}
            error={errors.at}
          />
          <Field id="handover-note" label={t.noteForOtherOptional({ other })} error={errors.note}>
            <textarea
              id="handover-note"
              rows={2}
              className={controlClass}
              value={values.note}
              onChange={set('note')}
            />
          </Field>
        </>
      )}
      <button type="submit" disabled={pending} className={buttonClass()}>
        {t.handOver}
      </button>
    </form>
  );
}
