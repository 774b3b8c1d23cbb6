// A modal yes/no question before a destructive or final action: focus starts on Cancel; Escape or a click
// beside the box cancels (not while busy).
import { useId, type ReactNode } from 'react';
import { ModalDialog } from './ModalDialog.tsx';
import { useText } from '../../i18n/i18n.ts';

export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busy = false,
  busyLabel = confirmLabel,
  tone = 'danger',
  onConfirm,
  onCancel,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** While the action runs: both buttons are disabled and the confirm button says busyLabel. */
  busy?: boolean;
  busyLabel?: string;
  /** 'danger' (red) for deleting and blocking; 'final' (the brand colour) for a step that completes a deal. */
  tone?: 'danger' | 'final';
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
          className={`rounded-md px-4 py-2 text-sm font-semibold text-white disabled:opacity-60 ${
            tone === 'danger' ? 'bg-red-700 hover:bg-red-800' : 'bg-brand-700 hover:bg-brand-800'
          }`}
        >
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
