// A step that needs a reason: an order's decline or dispute, an exchange's dispute.
import { useId, useState } from 'react';
import { Button } from './Button.tsx';
import { Field, controlClass, invalidProps } from './Field.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { uiText } from '#app/i18n/shell.ts';

export function ReasonForm({
  label,
  submitLabel,
  pending,
  danger = false,
  optional = false,
  onSubmit,
}: {
  label: string;
  submitLabel: string;
  pending: boolean;
  danger?: boolean;
  /** The reason may be left empty. */
  optional?: boolean;
  onSubmit: (reason: string) => void;
}) {
  const t = useText(uiText);
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  return (
    <form
      aria-label={submitLabel}
      className="space-y-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const text = reason.trim();
        if (!text && !optional) return setError(t.reasonIsRequired);
        if (text.length > 1000) return setError(t.reasonTooLong);
        setError(undefined);
        onSubmit(text);
      }}
    >
      <Field id={id} label={label} error={error}>
        <textarea
          id={id}
          rows={3}
          maxLength={1000}
          className={controlClass}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          {...invalidProps(id, error)}
        />
      </Field>
      <Button type="submit" variant={danger ? 'danger' : 'solid'} disabled={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
