import { notificationPaths } from '@boibazar/shared/paths';
import type { NotificationSettings, NotificationType } from '@boibazar/shared/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { notificationKeys } from './notification-keys.ts';

export const preferencesQuery = () =>
  queryOptions({
    queryKey: notificationKeys.preferences,
    queryFn: ({ signal }) => api<NotificationSettings>(notificationPaths.preferences, { signal }),
  });

export const useNotificationPreferences = () => useQuery(preferencesQuery());

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: Partial<Record<NotificationType, boolean>>) =>
      api<NotificationSettings>(notificationPaths.preferences, { method: 'PUT', body: { email } }),
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences, saved),
  });
}
