// The top bar's bell: the number of unread notifications, kept current by the live stream.
import { useEffect } from 'react';
import { registerLiveInvalidation } from '#app/features/live/index.ts';
import { useUnreadNotifications } from '../api/get-unread-notifications.ts';
import { notificationKeys } from '../api/notification-keys.ts';
import { useText } from '#app/i18n/i18n.ts';
import { notificationsText } from '../i18n.ts';
import { CountBadgeLink } from '#app/components/ui/CountBadgeLink.tsx';

// Mirror the server's NOTIFICATION_EVENT and NOTIFICATION_READ_EVENT (modules/notifications/notify.ts).
const NOTIFICATION_EVENT = 'notification.created';
const NOTIFICATION_READ_EVENT = 'notification.read';

export function NotificationBell() {
  const t = useText(notificationsText);
  const unread = useUnreadNotifications();
  useEffect(() => {
    const stop = [NOTIFICATION_EVENT, NOTIFICATION_READ_EVENT].map((type) =>
      registerLiveInvalidation(type, () => [notificationKeys.all]),
    );
    return () => stop.forEach((fn) => fn());
  }, []);
  return (
    <CountBadgeLink
      to="/dashboard/notifications"
      count={unread.data ?? 0}
      label={t.notifications}
      countLabel={(shown) => t.notificationsCountUnread({ count: shown })}
      badgeTestId="unread-notifications"
      icon={
        <path
          d="M6 16V11a6 6 0 1112 0v5l2 2H4l2-2zm4 4a2 2 0 004 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      }
    />
  );
}
