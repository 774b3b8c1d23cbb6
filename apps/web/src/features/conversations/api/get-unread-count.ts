// The top bar's unread-messages badge. Types only from shared, so the main bundle stays free of zod.
import { conversationPaths } from '@boibazar/shared/paths';
import type { unreadCountSchema } from '@boibazar/shared/conversations';
import type { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { conversationKeys } from './conversation-keys.ts';

export const useUnreadMessages = (enabled: boolean) =>
  useQuery({
    queryKey: conversationKeys.unread,
    queryFn: ({ signal }) =>
      api<z.infer<typeof unreadCountSchema>>(conversationPaths.unreadCount, { signal }),
    enabled,
    select: (data) => data.count,
  });
