// A row's Delete button that first asks in a modal dialog; the dialog stays open (busy) until the
// deletion settles, so the admin sees it happen.
import { useState, type ReactNode } from 'react';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { ConfirmDialog } from '#app/components/ui/ConfirmDialog.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { adminText } from '../i18n.ts';

const deleteButtonClass = buttonClass({ size: 'sm', variant: 'danger' });

export function DeleteWithConfirm({
  name,
  confirmLabel,
  onConfirm,
  children,
}: {
  /** What is deleted, for the button's accessible name and the dialog's title. */
  name: string;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
  /** What the deletion will do, shown in the dialog. */
  children: ReactNode;
}) {
  const t = useText(adminText);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = () => {
    setBusy(true);
    onConfirm()
      .catch(() => undefined) // the mutation's onError already told the admin
      .finally(() => {
        setBusy(false);
        setOpen(false);
      });
  };
  return (
    <>
      <button
        type="button"
        className={deleteButtonClass}
        aria-label={t.deleteName({ name })}
        onClick={() => setOpen(true)}
      >
        {t.delete}
      </button>
      {open && (
        <ConfirmDialog
          title={t.deleteConfirmTitle({ name })}
          confirmLabel={confirmLabel}
          busy={busy}
          busyLabel={t.deleting}
          onCancel={() => setOpen(false)}
          onConfirm={confirm}
        >
          {children}
        </ConfirmDialog>
      )}
    </>
  );
}
