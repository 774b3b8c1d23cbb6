import { notificationEndpoints, type NotificationType } from '@boibazar/shared/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { notificationKeys } from './notification-keys.ts';

export const preferencesQuery = () =>
  queryOptions({
    queryKey: notificationKeys.preferences,
    queryFn: ({ signal }) => call(notificationEndpoints.preferences, { signal }),
  });

export const useNotificationPreferences = () => useQuery(preferencesQuery());

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: Partial<Record<NotificationType, boolean>>) =>
      call(notificationEndpoints.savePreferences, { body: { email } }),
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences, saved),
  });
}
