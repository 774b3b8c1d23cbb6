import { useId, useState } from 'react';
import { Field, controlClass } from '../../../components/ui/Field.tsx';
import { ModalDialog } from '../../../components/ui/ModalDialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { useConversationAction } from '../api/conversation-actions.ts';
import { useText } from '../../../i18n/i18n.ts';

/** Reporting a conversation to the admin, with an optional reason; the admin may then read it. */
export function ReportConversationDialog({
  conversationId,
  otherName,
  onClose,
}: {
  conversationId: string;
  otherName: string;
  onClose: () => void;
}) {
  const t = useText('conversations');
  const [reason, setReason] = useState('');
  const action = useConversationAction(conversationId);
  const reasonId = useId();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    action.mutate(
      { action: 'report', reason: reason.trim() },
      {
        onSuccess: () => {
          notify.success(t.reportedToAdmin2);
          onClose();
        },
        onError: (error) =>
          notify.error(error instanceof ApiError ? error.message : t.couldNotReportThisConversation),
      },
    );
  };

  return (
    <ModalDialog title={t.reportToAdmin} onClose={onClose} onSubmit={submit}>
      <p className="text-sm text-stone-600">
        {t.theAdminWillBeAble} <span className="font-semibold">{otherName}</span>
        {t.tellThemWhatIsWrong}
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
          disabled={action.isPending}
          className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
        >
          {t.sendReport}
        </button>
      </div>
    </ModalDialog>
  );
}
