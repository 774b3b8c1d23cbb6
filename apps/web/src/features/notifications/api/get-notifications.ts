import { notificationEndpoints } from '@boibazar/shared/notifications';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callPage } from '#app/lib/call-endpoint.ts';
import { notificationKeys } from './notification-keys.ts';

export const notificationsQuery = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam, signal }) =>
      callPage(notificationEndpoints.list, { limit: 20, cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next,
  });

export const useNotifications = () => useInfiniteQuery(notificationsQuery());
