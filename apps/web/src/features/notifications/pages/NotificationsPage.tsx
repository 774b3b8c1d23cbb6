// /dashboard/notifications: what happened, newest first, each linking to the thing concerned; mark one
// or all read; and which notifications also come by email.
import type { Notification } from '@boibazar/shared/notifications';
import { Link } from 'react-router';
import { ListProblem } from '#app/components/ui/ListProblem.tsx';
import { LoadMoreButton } from '#app/components/ui/LoadMoreButton.tsx';
import { Spinner } from '#app/components/ui/Spinner.tsx';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkNotificationsRead } from '../api/mark-notifications-read.ts';
import { EmailPreferences } from '../components/EmailPreferences.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { notificationsText } from '../i18n.ts';
import { byLanguage } from '#app/lib/dates.ts';
import { itemsOf } from '#app/lib/pages.ts';

const local = byLanguage(new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }));
const when = (iso: string) => local.format(new Date(iso));

function NotificationItem({ item }: { item: Notification }) {
  const t = useText(notificationsText);
  const mark = useMarkNotificationsRead();
  const markRead = () => {
    if (!item.read) mark.mutate({ ids: [item._id] });
  };
  return (
    <li className={`flex items-start gap-3 p-3 ${item.read ? '' : 'bg-brand-50/60'}`}>
      <span
        aria-hidden="true"
        className={`mt-2 h-2.5 w-2.5 shrink-0 rounded-full ${item.read ? 'bg-transparent' : 'bg-brand-700'}`}
      />
      <div className="min-w-0 flex-1">
        <Link
          to={item.link}
          onClick={markRead}
          className="font-semibold text-stone-900 underline-offset-2 hover:underline"
        >
          {item.title}
          {!item.read && <span className="sr-only"> {t.unread}</span>}
        </Link>
        <p className="break-words text-sm text-stone-700">{item.body}</p>
        <time dateTime={item.createdAt} className="text-xs text-stone-500">
          {when(item.createdAt)}
        </time>
      </div>
      {!item.read && (
        <button
          type="button"
          onClick={markRead}
          disabled={mark.isPending}
          aria-label={t.markReadTitle({ title: item.title })}
          className="shrink-0 rounded-md px-2 py-1 text-sm text-brand-700 underline hover:bg-brand-50"
        >
          {t.markRead}
        </button>
      )}
    </li>
  );
}

export function NotificationsPage() {
  const t = useText(notificationsText);
  const notifications = useNotifications();
  const markAll = useMarkNotificationsRead();
  const rows = itemsOf(notifications.data);
  const anyUnread = rows.some((n) => !n.read);

  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-stone-900">{t.notifications}</h1>
        {anyUnread && (
          <button
            type="button"
            onClick={() => markAll.mutate({ all: true })}
            disabled={markAll.isPending}
            className="rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t.markAllRead}
          </button>
        )}
      </div>
      {notifications.isPending ? (
        <Spinner label={t.loadingYourNotifications} />
      ) : notifications.isError ? (
        <ListProblem what={t.yourNotifications} onRetry={() => void notifications.refetch()} />
      ) : rows.length === 0 ? (
        <p className="mt-4 text-stone-600">{t.noNotificationsYet}</p>
      ) : (
        <ul
          aria-label={t.notifications}
          className="mt-4 flex flex-col divide-y divide-stone-200 overflow-hidden rounded-xl bg-white ring-1 ring-stone-200"
        >
          {rows.map((item) => (
            <NotificationItem key={item._id} item={item} />
          ))}
        </ul>
      )}
      <LoadMoreButton query={notifications} label={t.showMoreNotifications} />
      <EmailPreferences className="mt-8" />
    </section>
  );
}
