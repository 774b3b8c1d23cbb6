// The bell's count. Types only from shared, so the main bundle stays free of zod.
import { notificationPaths } from '@boibazar/shared/paths';
import type { unreadNotificationsSchema } from '@boibazar/shared/notifications';
import type { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { notificationKeys } from './notification-keys.ts';

export const useUnreadNotifications = () =>
  useQuery({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) =>
      api<z.infer<typeof unreadNotificationsSchema>>(notificationPaths.unreadCount, { signal }),
    select: (data) => data.count,
  });
