import type { Book } from '@boibazar/shared/catalogue';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { useReportBook } from '../api/report-book.ts';

/** A modal asking for an optional reason before a book is reported to the admin. */
export function ReportDialog({ book, onClose }: { book: Book; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState('');
  const report = useReportBook();
  const reasonId = useId();
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    report.mutate(
      { id: book._id, reason: reason.trim() },
      {
        onSuccess: () => {
          notify.success('Reported to Admin!');
          onClose();
        },
        onError: (error) => {
          notify.error(error instanceof ApiError ? error.message : 'Could not report this book');
          if (error instanceof ApiError && error.status === 409) onClose();
        },
      },
    );
  };

  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={onClose}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl p-0 shadow-xl backdrop:bg-black/50"
    >
      <form onSubmit={submit} className="flex flex-col gap-4 p-5">
        <h2 id={titleId} className="text-lg font-bold">
          Report to Admin
        </h2>
        <p className="text-sm text-stone-600">
          Tell the admin what is wrong with <span className="font-semibold">{book.productName}</span>.
        </p>
        <div className="flex flex-col gap-1">
          <label htmlFor={reasonId} className="text-sm font-medium">
            Reason (optional)
          </label>
          <textarea
            id={reasonId}
            value={reason}
            maxLength={300}
            rows={3}
            onChange={(e) => setReason(e.target.value)}
            className="rounded-md border border-stone-300 px-3 py-2"
            autoFocus
          />
        </div>
        <div className="flex justify-end gap-2">
          <button
            type="button"
            onClick={onClose}
            className="rounded-md px-4 py-2 font-medium hover:bg-stone-100"
          >
            Cancel
          </button>
          <button
            type="submit"
            disabled={report.isPending}
            className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
          >
            Send report
          </button>
        </div>
      </form>
    </dialog>
  );
}
