// The offline SMS sandbox's page (admin): every text message it received, newest first, as a tester's
// phone would have shown it (decision 211). With a real provider the server has no such list.
import type { SandboxSms } from '@boibazar/shared/phone';
import { DataTable, cellClass } from '#app/components/ui/DataTable.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { phoneText } from '#app/features/identity/index.ts';
import { refusedWith } from '#app/lib/api-client.ts';
import { byLanguage } from '#app/lib/dates.ts';
import { itemsOf } from '#app/lib/pages.ts';
import { useSandboxSms } from '../api/get-sandbox-sms.ts';

const received = byLanguage(new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' }));

const When = ({ iso }: { iso: string }) => <time dateTime={iso}>{received.format(new Date(iso))}</time>;

/** The text as it went out, marked with its language so screen readers read it in that voice. */
const Text = ({ sms }: { sms: SandboxSms }) => (
  <p lang={sms.language} className="break-words whitespace-pre-wrap text-stone-900">
    {sms.text}
  </p>
);

export function SmsSandboxPage() {
  const t = useText(phoneText);
  const inbox = useSandboxSms();
  const rows = itemsOf(inbox.data);
  // The inbox's route exists only while the SMS sandbox is on.
  const off = refusedWith(inbox.error, 'NOT_FOUND');
  return (
    <section>
      <h1 className="text-2xl font-bold text-stone-900">{t.smsSandbox}</h1>
      <p className="mt-1 text-sm text-stone-600">{off ? t.smsSandboxOff : t.smsSandboxIntro}</p>
      {!off && (
        <DataTable
          caption={t.smsSandbox}
          headers={[t.to, t.message, t.received]}
          query={inbox}
          isEmpty={rows.length === 0}
          empty={t.noMessagesYet}
          narrow={
            <ul className="space-y-3">
              {rows.map((sms) => (
                <li key={sms._id} className="rounded-lg border border-stone-200 bg-white p-4 text-sm">
                  <Text sms={sms} />
                  <dl className="mt-2 grid grid-cols-[5rem_1fr] gap-x-2 gap-y-1 text-stone-700">
                    <dt className="text-stone-500">{t.to}</dt>
                    <dd>{sms.to}</dd>
                    <dt className="text-stone-500">{t.received}</dt>
                    <dd>
                      <When iso={sms.createdAt} />
                    </dd>
                  </dl>
                </li>
              ))}
            </ul>
          }
        >
          {rows.map((sms) => (
            <tr key={sms._id}>
              <td className={`${cellClass} whitespace-nowrap text-stone-700`}>{sms.to}</td>
              <td className={cellClass}>
                <Text sms={sms} />
              </td>
              <td className={`${cellClass} text-sm whitespace-nowrap text-stone-600`}>
                <When iso={sms.createdAt} />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
