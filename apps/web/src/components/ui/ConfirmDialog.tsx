// A modal yes/no question before a destructive or final action: focus starts on Cancel; Escape or a click
// beside the box cancels (not while busy).
import { useId, type ReactNode } from 'react';
import { Button } from './Button.tsx';
import { ModalDialog } from './ModalDialog.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { uiText } from '#app/i18n/shell.ts';

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
  const t = useText(uiText);
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
        <Button variant="quiet" autoFocus onClick={onCancel} disabled={busy}>
          {t.cancel}
        </Button>
        <Button variant={tone === 'danger' ? 'danger' : 'solid'} onClick={onConfirm} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </ModalDialog>
  );
}
