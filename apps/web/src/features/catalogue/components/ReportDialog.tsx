import type { Book } from '@boibazar/shared/catalogue';
import { ReportDialog as ReasonDialog } from '#app/components/ui/ReportDialog.tsx';
import { ApiError, refusedWith } from '#app/lib/api-client.ts';
import { notify } from '#app/lib/toast.ts';
import { useReportBook } from '../api/report-book.ts';
import { useText } from '#app/i18n/i18n.ts';
import { shelfText } from '../i18n.ts';

/** Reporting a book to the admin, with an optional reason. */
export function ReportDialog({ book, onClose }: { book: Book; onClose: () => void }) {
  const t = useText(shelfText);
  const report = useReportBook();
  return (
    <ReasonDialog
      title={t.reportToAdmin}
      intro={
        <>
          {t.reportBookPrompt} <span className="font-semibold">{book.productName}</span>.
        </>
      }
      reasonLabel={t.reasonOptional}
      submitLabel={t.sendReport}
      pending={report.isPending}
      onClose={onClose}
      onSend={(reason) =>
        report.mutate(
          { id: book._id, reason },
          {
            onSuccess: () => {
              notify.success(t.reportedToAdmin);
              onClose();
            },
            onError: (error) => {
              notify.error(error instanceof ApiError ? error.message : t.couldNotReportThisBook);
              if (refusedWith(error, 'ALREADY_REPORTED')) onClose();
            },
          },
        )
      }
    />
  );
}
