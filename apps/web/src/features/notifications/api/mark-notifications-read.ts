import { notificationPaths } from '@boibazar/shared/paths';
import type { markedReadSchema } from '@boibazar/shared/notifications';
import type { z } from 'zod';
import type { MarkNotificationsRead } from '@boibazar/shared/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { notificationKeys } from './notification-keys.ts';

export const markNotificationsRead = (body: MarkNotificationsRead) =>
  api<z.infer<typeof markedReadSchema>>(notificationPaths.read, { method: 'POST', body });

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
