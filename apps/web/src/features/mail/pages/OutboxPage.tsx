// The admin's Outbox: every email the marketplace wrote, newest first, and whether it went out.
import type { EmailStatus } from '@boibazar/shared/mail';
import { DataTable, cellClass } from '../../../components/ui/DataTable.tsx';
import { useOutbox } from '../api/get-outbox.ts';

const statusText: Record<EmailStatus, { label: string; className: string }> = {
  queued: { label: 'Waiting', className: 'bg-amber-100 text-amber-900' },
  sending: { label: 'Sending', className: 'bg-sky-100 text-sky-900' },
  sent: { label: 'Sent', className: 'bg-emerald-100 text-emerald-900' },
  failed: { label: 'Not delivered', className: 'bg-red-100 text-red-900' },
};

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function OutboxPage() {
  const outbox = useOutbox();
  const rows = outbox.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section>
      <h1 className="text-2xl font-bold text-stone-900">Outbox</h1>
      <p className="mt-1 text-sm text-stone-600">
        Emails the marketplace has written. Without a mail server (SMTP_URL) they wait here.
      </p>
      <DataTable
        caption="Outbox"
        headers={['To', 'Email', 'Status', 'Written']}
        query={outbox}
        isEmpty={rows.length === 0}
        empty="No emails yet."
      >
        {rows.map((email) => (
          <tr key={email._id}>
            <td className={`${cellClass} break-all text-stone-700`}>{email.to}</td>
            <td className={cellClass}>
              <details>
                <summary className="cursor-pointer font-medium text-stone-900">{email.subject}</summary>
                <p className="mt-2 whitespace-pre-wrap text-sm text-stone-700">{email.text}</p>
              </details>
            </td>
            <td className={cellClass}>
              <span
                className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${statusText[email.status].className}`}
              >
                {statusText[email.status].label}
              </span>
              {email.lastError && email.status !== 'sent' ? (
                <p className="mt-1 text-xs text-stone-600">{email.lastError}</p>
              ) : null}
            </td>
            <td className={`${cellClass} whitespace-nowrap text-sm text-stone-600`}>
              <time dateTime={email.createdAt}>{when(email.createdAt)}</time>
            </td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
