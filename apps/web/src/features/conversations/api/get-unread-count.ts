// The top bar's unread-messages badge. Types only from shared, so the main bundle stays free of zod.
import type { conversationEndpoints } from '@boibazar/shared/conversations';
import { conversationRoutes } from '@boibazar/shared/paths';
import { useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { conversationKeys } from './conversation-keys.ts';

export const useUnreadMessages = (enabled: boolean) =>
  useQuery({
    queryKey: conversationKeys.unread,
    queryFn: ({ signal }) =>
      call<typeof conversationEndpoints.unreadCount>(conversationRoutes.unreadCount, { signal }),
    enabled,
    select: (data) => data.count,
  });
