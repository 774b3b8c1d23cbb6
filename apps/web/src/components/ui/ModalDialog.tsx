// The one modal shell: a native <dialog> opened with showModal() when it mounts, so focus moves in, the
// page behind is inert and Escape closes it. Callers mount it while it should show and unmount it to close.
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';

export function ModalDialog({
  title,
  describedBy,
  onClose,
  onBackdropClick,
  onSubmit,
  children,
}: {
  title: ReactNode;
  /** The id of the element that explains the dialog, for aria-describedby. */
  describedBy?: string;
  /** Escape, the form's method=dialog, or anything else that closes the native dialog. */
  onClose: () => void;
  /** A click outside the box; by default nothing happens. */
  onBackdropClick?: () => void;
  /** When given, the body is a form submitted by its submit button. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const body = (
    <>
      <h2 id={titleId} className="text-lg font-bold text-stone-900">
        {title}
      </h2>
      {children}
    </>
  );
  const bodyClass = 'flex flex-col gap-4 p-5 sm:p-6';

  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === ref.current) onBackdropClick?.();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl bg-white p-0 shadow-xl backdrop:bg-stone-900/50"
    >
      {onSubmit ? (
        <form onSubmit={onSubmit} noValidate className={bodyClass}>
          {body}
        </form>
      ) : (
        <div className={bodyClass}>{body}</div>
      )}
    </dialog>
  );
}
