// The admin's list of reported conversations (on the Reported Items page): who talked about which book,
// how often and why it was reported; each opens read-only at /dashboard/messages/:id.
import { useId } from 'react';
import { Link } from 'react-router';
import { ListProblem } from '#app/components/ui/ListProblem.tsx';
import { LoadMoreButton } from '#app/components/ui/LoadMoreButton.tsx';
import { Spinner } from '#app/components/ui/Spinner.tsx';
import { formatFriendlyDate } from '#app/lib/dates.ts';
import { useReportedConversations } from '../api/get-reported-conversations.ts';
import { useText } from '#app/i18n/i18n.ts';
import { conversationsText } from '../i18n.ts';
import { formatCount } from '#app/lib/money.ts';
import { itemsOf } from '#app/lib/pages.ts';

export function ReportedConversations() {
  const t = useText(conversationsText);
  const reported = useReportedConversations();
  const headingId = useId();
  const rows = itemsOf(reported.data);
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-xl font-bold text-stone-900">
        {t.reportedConversations}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t.reportedConversationsIntro}</p>
      {reported.isPending ? (
        <Spinner label={t.loadingReportedConversations} />
      ) : reported.isError ? (
        <ListProblem what={t.theReportedConversations} onRetry={() => void reported.refetch()} />
      ) : rows.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed p-6 text-center text-stone-500">
          {t.noConversationIsReported}
        </p>
      ) : (
        <ul className="mt-4 flex flex-col gap-3">
          {rows.map((c) => (
            <li key={c._id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
              <Link
                to={`/dashboard/messages/${c._id}`}
                className="font-semibold text-brand-800 underline underline-offset-2"
              >
                {c.asker.name} {t.and} {c.seller.name} {t.about} {c.book.productName}
              </Link>
              <p className="mt-1 text-xs text-stone-600">
                <span className="font-semibold text-red-700">
                  {(c.reportCount === 1 ? t.reportCountOne : t.reportCountMany)({
                    count: formatCount(c.reportCount),
                  })}
                </span>
                {t.lastReportedSeparator}
                <time dateTime={c.lastReportedAt}>{formatFriendlyDate(c.lastReportedAt)}</time>
              </p>
              {c.reasons.length > 0 && (
                <ul className="mt-1 list-disc space-y-0.5 break-words pl-4 text-sm text-stone-700">
                  {c.reasons.map((reason, i) => (
                    <li key={i}>{reason}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton query={reported} label={t.showMoreReportedConversations} />
    </section>
  );
}
