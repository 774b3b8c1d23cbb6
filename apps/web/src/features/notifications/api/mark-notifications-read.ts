import { notificationEndpoints, type MarkNotificationsRead } from '@boibazar/shared/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { notificationKeys } from './notification-keys.ts';

export const markNotificationsRead = (body: MarkNotificationsRead) =>
  call(notificationEndpoints.markRead, { body });

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationKeys.list }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.unread }),
      ]),
  });
}
