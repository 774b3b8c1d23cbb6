import { ReportDialog } from '#app/components/ui/ReportDialog.tsx';
import { ApiError } from '#app/lib/api-client.ts';
import { notify } from '#app/lib/toast.ts';
import { useConversationAction } from '../api/conversation-actions.ts';
import { useText } from '#app/i18n/i18n.ts';
import { conversationsText } from '../i18n.ts';

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
  const t = useText(conversationsText);
  const action = useConversationAction(conversationId);
  return (
    <ReportDialog
      title={t.reportToAdmin}
      intro={
        <>
          {t.reportConversationWarning} <span className="font-semibold">{otherName}</span>
          {t.tellThemWhatIsWrong}
        </>
      }
      reasonLabel={t.reasonOptional}
      submitLabel={t.sendReport}
      pending={action.isPending}
      onClose={onClose}
      onSend={(reason) =>
        action.mutate(
          { action: 'report', reason },
          {
            onSuccess: () => {
              notify.success(t.reportedNotice);
              onClose();
            },
            onError: (error) =>
              notify.error(error instanceof ApiError ? error.message : t.couldNotReportThisConversation),
          },
        )
      }
    />
  );
}
