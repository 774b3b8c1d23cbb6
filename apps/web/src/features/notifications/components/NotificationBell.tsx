// The top bar's bell: the number of unread notifications, kept current by the live stream.
import { useEffect } from 'react';
import { NavLink } from 'react-router';
import { registerLiveInvalidation } from '../../live/use-live-events.ts';
import { useUnreadNotifications } from '../api/get-unread-notifications.ts';
import { notificationKeys } from '../api/notification-keys.ts';
import { useText } from '../../../i18n/i18n.ts';
import { formatBadgeCount } from '../../../lib/money.ts';

// Mirror the server's NOTIFICATION_EVENT and NOTIFICATION_READ_EVENT (modules/notifications/notify.ts).
const NOTIFICATION_EVENT = 'notification.created';
const NOTIFICATION_READ_EVENT = 'notification.read';

export function NotificationBell() {
  const t = useText('notifications');
  const unread = useUnreadNotifications();
  useEffect(() => {
    const stop = [NOTIFICATION_EVENT, NOTIFICATION_READ_EVENT].map((type) =>
      registerLiveInvalidation(type, () => [notificationKeys.all]),
    );
    return () => stop.forEach((fn) => fn());
  }, []);
  const count = unread.data ?? 0;
  const shown = formatBadgeCount(count);
  return (
    <NavLink
      to="/dashboard/notifications"
      aria-label={count ? t.notificationsCountUnread({ count: shown }) : t.notifications}
      className={({ isActive }) =>
        `relative rounded-md p-1.5 sm:p-2 ${isActive ? 'bg-brand-50 text-brand-800' : 'text-stone-700 hover:bg-stone-100'}`
      }
    >
      <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true">
        <path
          d="M6 16V11a6 6 0 1112 0v5l2 2H4l2-2zm4 4a2 2 0 004 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      {count > 0 && (
        <span
          data-testid="unread-notifications"
          aria-hidden="true"
          className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-bold leading-5 text-white"
        >
          {shown}
        </span>
      )}
    </NavLink>
  );
}
