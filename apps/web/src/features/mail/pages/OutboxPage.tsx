// The admin's Outbox: every email the marketplace wrote, newest first, and whether it went out.
import type { EmailStatus, OutboxEmail } from '@boibazar/shared/mail';
import { DataTable, cellClass } from '#app/components/ui/DataTable.tsx';
import { useOutbox } from '../api/get-outbox.ts';
import { textOf, useText } from '#app/i18n/i18n.ts';
import { mailText } from '../i18n.ts';
import { byLanguage } from '#app/lib/dates.ts';
import { itemsOf } from '#app/lib/pages.ts';

const statusText = (): Record<EmailStatus, { label: string; className: string }> => ({
  queued: { label: textOf(mailText).waiting, className: 'bg-amber-100 text-amber-900' },
  sending: { label: textOf(mailText).sending, className: 'bg-sky-100 text-sky-900' },
  sent: { label: textOf(mailText).sent, className: 'bg-emerald-100 text-emerald-900' },
  failed: { label: textOf(mailText).notDelivered, className: 'bg-red-100 text-red-900' },
});

const written = byLanguage(new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }));

function Status({ email }: { email: OutboxEmail }) {
  const { label, className } = statusText()[email.status];
  return (
    <>
      <span className={`inline-block shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${className}`}>
        {label}
      </span>
      {email.lastError && email.status !== 'sent' ? (
        <p lang="en" className="mt-1 text-xs break-words text-stone-600">
          {email.lastError}
        </p>
      ) : null}
    </>
  );
}

/**
 * The subject; opening it shows the text as it was written (plain text, never HTML), in the language it
 * went out in (its recipient's), marked so screen readers read it in that voice.
 */
function Message({ email }: { email: OutboxEmail }) {
  return (
    <details lang={email.language}>
      <summary className="cursor-pointer font-medium break-words text-stone-900">{email.subject}</summary>
      <p className="mt-2 text-sm whitespace-pre-wrap wrap-anywhere text-stone-700">{email.text}</p>
    </details>
  );
}

const When = ({ iso }: { iso: string }) => <time dateTime={iso}>{written.format(new Date(iso))}</time>;

export function OutboxPage() {
  const t = useText(mailText);
  const outbox = useOutbox();
  const rows = itemsOf(outbox.data);
  return (
    <section>
      <h1 className="text-2xl font-bold text-stone-900">{t.outbox}</h1>
      <p className="mt-1 text-sm text-stone-600">{t.outboxIntro}</p>
      <DataTable
        caption={t.outbox}
        headers={[t.to, t.email, t.status, t.written]}
        query={outbox}
        isEmpty={rows.length === 0}
        empty={t.noEmailsYet}
        narrow={
          <ul className="space-y-3">
            {rows.map((email) => (
              <li key={email._id} className="rounded-lg border border-stone-200 bg-white p-4 text-sm">
                <div className="flex items-start justify-between gap-3">
                  <Message email={email} />
                  <div className="shrink-0 text-right">
                    <Status email={email} />
                  </div>
                </div>
                <dl className="mt-2 grid grid-cols-[4.5rem_1fr] gap-x-2 gap-y-1 text-stone-700">
                  <dt className="text-stone-500">{t.to}</dt>
                  <dd className="break-all">{email.to}</dd>
                  <dt className="text-stone-500">{t.written}</dt>
                  <dd>
                    <When iso={email.createdAt} />
                  </dd>
                </dl>
              </li>
            ))}
          </ul>
        }
      >
        {rows.map((email) => (
          <tr key={email._id}>
            <td className={`${cellClass} break-all text-stone-700`}>{email.to}</td>
            <td className={cellClass}>
              <Message email={email} />
            </td>
            <td className={cellClass}>
              <Status email={email} />
            </td>
            <td className={`${cellClass} text-sm whitespace-nowrap text-stone-600`}>
              <When iso={email.createdAt} />
            </td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
