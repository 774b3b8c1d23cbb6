// Reporting something to the admin (a book, a conversation): a modal with an optional reason.
import { useId, useState, type ReactNode } from 'react';
import { Button } from './Button.tsx';
import { Field, controlClass } from './Field.tsx';
import { ModalDialog } from './ModalDialog.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { uiText } from '#app/i18n/shell.ts';

export function ReportDialog({
  title,
  intro,
  reasonLabel,
  submitLabel,
  pending,
  onSend,
  onClose,
}: {
  title: string;
  /** What is reported and what the admin will do, in a sentence. */
  intro: ReactNode;
  reasonLabel: string;
  submitLabel: string;
  pending: boolean;
  /** Sends the report with the trimmed reason (perhaps empty). */
  onSend: (reason: string) => void;
  onClose: () => void;
}) {
  const t = useText(uiText);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  return (
    <ModalDialog
      title={title}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        onSend(reason.trim());
      }}
    >
      <p className="text-sm text-stone-600">{intro}</p>
      <Field id={reasonId} label={reasonLabel}>
        <textarea
          id={reasonId}
          value={reason}
          maxLength={300}
          rows={3}
          onChange={(e) => setReason(e.target.value)}
          className={controlClass}
          autoFocus
        />
      </Field>
      <div className="flex justify-end gap-2">
        <Button variant="quiet" onClick={onClose}>
          {t.cancel}
        </Button>
        <Button type="submit" variant="danger" disabled={pending}>
          {submitLabel}
        </Button>
      </div>
    </ModalDialog>
  );
}
