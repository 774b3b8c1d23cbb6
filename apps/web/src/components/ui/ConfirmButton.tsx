// A button whose action is final (completing a deal, accepting an exchange, logging out): it asks first in
// the one ConfirmDialog, and acts only on its confirm button. Cancel, Escape or a click beside it does nothing.
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog.tsx';

export function ConfirmButton({
  children,
  className,
  disabled = false,
  title,
  body,
  confirmLabel,
  onConfirm,
}: {
  /** The button's own label. */
  children: ReactNode;
  className?: string;
  disabled?: boolean;
  /** The question the dialog asks. */
  title: string;
  /** What happens, and that it cannot be undone. */
  body: ReactNode;
  /** The dialog's confirm button; the trigger's label when it is a plain text. */
  confirmLabel: string;
  onConfirm: () => void;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" className={className} disabled={disabled} onClick={() => setAsking(true)}>
        {children}
      </button>
      {asking && (
        <ConfirmDialog
          title={title}
          confirmLabel={confirmLabel}
          tone="final"
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            onConfirm();
          }}
        >
          <p>{body}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
