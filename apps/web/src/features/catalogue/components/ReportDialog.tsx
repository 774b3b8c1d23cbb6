import type { Book } from '@boibazar/shared/catalogue';
import { useId, useState } from 'react';
import { Field, controlClass } from '../../../components/ui/Field.tsx';
import { ModalDialog } from '../../../components/ui/ModalDialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { useReportBook } from '../api/report-book.ts';
import { useText } from '../../../i18n/i18n.ts';

/** A modal asking for an optional reason before a book is reported to the admin. */
export function ReportDialog({ book, onClose }: { book: Book; onClose: () => void }) {
  const t = useText('shelf');
  const [reason, setReason] = useState('');
  const report = useReportBook();
  const reasonId = useId();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    report.mutate(
      { id: book._id, reason: reason.trim() },
      {
        onSuccess: () => {
          notify.success(t.reportedToAdmin);
          onClose();
        },
        onError: (error) => {
          notify.error(error instanceof ApiError ? error.message : t.couldNotReportThisBook);
          if (error instanceof ApiError && error.status === 409) onClose();
        },
      },
    );
  };

  return (
    <ModalDialog title={t.reportToAdmin} onClose={onClose} onSubmit={submit}>
      <p className="text-sm text-stone-600">
        {t.tellTheAdminWhatIs} <span className="font-semibold">{book.productName}</span>.
      </p>
      <Field id={reasonId} label={t.reasonOptional}>
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
        <button
          type="button"
          onClick={onClose}
          className="rounded-md px-4 py-2 font-medium hover:bg-stone-100"
        >
          {t.cancel}
        </button>
        <button
          type="submit"
          disabled={report.isPending}
          className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
        >
          {t.sendReport}
        </button>
      </div>
    </ModalDialog>
  );
}
