// The top bar's link to /dashboard/messages with the number of unread messages.
import { useEffect } from 'react';
import { registerLiveInvalidation } from '#app/features/live/index.ts';
import { conversationKeys } from '../api/conversation-keys.ts';
import { useUnreadMessages } from '../api/get-unread-count.ts';
import { useText } from '#app/i18n/i18n.ts';
import { conversationsText } from '../i18n.ts';
import { CountBadgeLink } from '#app/components/ui/CountBadgeLink.tsx';

// Mirror MESSAGE_EVENT and CONVERSATION_READ_EVENT in shared/conversations; plain strings so the top bar
// does not load zod.
const MESSAGE_EVENT = 'message.created';
const CONVERSATION_READ_EVENT = 'conversation.read';

export function MessagesLink() {
  const t = useText(conversationsText);
  const unread = useUnreadMessages(true);
  // A new message anywhere: the badge, the list and the conversation headers refresh (not the message
  // pages, which the open conversation appends to).
  useEffect(() => {
    const stop = [
      registerLiveInvalidation(MESSAGE_EVENT, () => [
        conversationKeys.unread,
        ['conversations', 'list'],
        ['conversations', 'one'],
      ]),
      // Read in another tab: this tab's badge and list follow.
      registerLiveInvalidation(CONVERSATION_READ_EVENT, () => [
        conversationKeys.unread,
        ['conversations', 'list'],
      ]),
    ];
    return () => stop.forEach((fn) => fn());
  }, []);
  return (
    <CountBadgeLink
      to="/dashboard/messages"
      count={unread.data ?? 0}
      label={t.messages}
      countLabel={(shown) => t.messagesCountUnread({ count: shown })}
      badgeTestId="unread-messages"
      icon={
        <path
          d="M4 5h16v11H8l-4 4V5z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      }
    />
  );
}
