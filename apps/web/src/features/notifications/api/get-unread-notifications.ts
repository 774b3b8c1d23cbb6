// The bell's count. Types only from shared, so the main bundle stays free of zod.
import type { notificationEndpoints } from '@boibazar/shared/notifications';
import { notificationRoutes } from '@boibazar/shared/paths';
import { useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { notificationKeys } from './notification-keys.ts';

export const useUnreadNotifications = () =>
  useQuery({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) =>
      call<typeof notificationEndpoints.unreadCount>(notificationRoutes.unreadCount, { signal }),
    select: (data) => data.count,
  });
