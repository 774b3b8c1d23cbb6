// The top bar's link to /dashboard/messages with the number of unread messages.
import { useEffect } from 'react';
import { NavLink } from 'react-router';
import { registerLiveInvalidation } from '../../live/use-live-events.ts';
import { conversationKeys } from '../api/conversation-keys.ts';
import { useUnreadMessages } from '../api/get-unread-count.ts';
import { useText } from '../../../i18n/i18n.ts';
import { formatBadgeCount } from '../../../lib/money.ts';

// Mirror MESSAGE_EVENT and CONVERSATION_READ_EVENT in shared/conversations; plain strings so the top bar
// does not load zod.
const MESSAGE_EVENT = 'message.created';
const CONVERSATION_READ_EVENT = 'conversation.read';

export function MessagesLink() {
  const t = useText('conversations');
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
  const count = unread.data ?? 0;
  const shown = formatBadgeCount(count);
  return (
    <NavLink
      to="/dashboard/messages"
      aria-label={count ? t.messagesCountUnread({ count: shown }) : t.messages}
      className={({ isActive }) =>
        `relative rounded-md p-1.5 sm:p-2 ${isActive ? 'bg-brand-50 text-brand-800' : 'text-stone-700 hover:bg-stone-100'}`
      }
    >
      <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true">
        <path
          d="M4 5h16v11H8l-4 4V5z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      {count > 0 && (
        <span
          data-testid="unread-messages"
          aria-hidden="true"
          className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-bold leading-5 text-white"
        >
          {shown}
        </span>
      )}
    </NavLink>
  );
}
