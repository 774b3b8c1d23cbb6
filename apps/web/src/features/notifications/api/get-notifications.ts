import { notificationPaths } from '@boibazar/shared/paths';
import type { Notification } from '@boibazar/shared/notifications';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPage } from '#app/lib/api-client.ts';
import { notificationKeys } from './notification-keys.ts';

export const notificationsQuery = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam, signal }) =>
      apiPage<Notification>(notificationPaths.notifications, {
        query: { limit: 20, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next,
  });

export const useNotifications = () => useInfiniteQuery(notificationsQuery());
