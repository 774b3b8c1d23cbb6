// /dashboard/messages and /dashboard/messages/:id, for the signed-in viewer.
import { useLocation, useParams } from 'react-router';
import { BookConversationsPage } from '#app/features/conversations/pages/BookConversationsPage.tsx';
import { ConversationPage } from '#app/features/conversations/pages/ConversationPage.tsx';
import { MessagesPage } from '#app/features/conversations/pages/MessagesPage.tsx';
import { useSession } from '#app/features/identity/api/session.ts';

export function MessagesRoute() {
  const { user } = useSession();
  return <MessagesPage viewerId={user?._id ?? ''} />;
}

export function BookConversationsRoute() {
  const { bookId = '' } = useParams();
  const state = useLocation().state as { bookName?: string } | null;
  return <BookConversationsPage key={bookId} bookId={bookId} bookName={state?.bookName} />;
}

export function ConversationRoute() {
  const { id = '' } = useParams();
  const { user } = useSession();
  return <ConversationPage key={id} id={id} viewerId={user?._id ?? ''} />;
}
