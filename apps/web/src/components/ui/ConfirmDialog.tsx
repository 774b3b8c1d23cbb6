// A modal yes/no question before a destructive action: focus starts on Cancel; Escape or a click beside
// the box cancels (not while busy).
import { useId, type ReactNode } from 'react';
import { ModalDialog } from './ModalDialog.tsx';
import { useText } from '../../i18n/i18n.ts';

export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busy = false,
  busyLabel = confirmLabel,
  onConfirm,
  onCancel,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** While the action runs: both buttons are disabled and the confirm button says busyLabel. */
  busy?: boolean;
  busyLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useText('ui');
  const bodyId = useId();
  return (
    <ModalDialog
      title={title}
      describedBy={bodyId}
      onClose={onCancel}
      onBackdropClick={busy ? undefined : onCancel}
    >
      <div id={bodyId} className="text-sm text-stone-700">
        {children}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          autoFocus
          onClick={onCancel}
          disabled={busy}
          className="rounded-md border border-stone-300 px-4 py-2 text-sm font-medium text-stone-700 hover:bg-stone-50"
        >
          {t.cancel}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={busy}
          className="rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
        >
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
