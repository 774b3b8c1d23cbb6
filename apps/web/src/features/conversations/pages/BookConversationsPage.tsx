// /dashboard/messages/about/:bookId: the talk about one book, reached from My Orders and My Buyers (and
// from the order page). A buyer sees their one conversation or can start it; a seller sees each asker's.
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { ListProblem } from '#app/components/ui/ListProblem.tsx';
import { Spinner } from '#app/components/ui/Spinner.tsx';
import { useConversations } from '../api/get-conversations.ts';
import { AskSellerDialog } from '../components/AskSellerDialog.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { conversationsText } from '../i18n.ts';
import { formatCount } from '#app/lib/money.ts';
import { itemsOf } from '#app/lib/pages.ts';
import { buttonClass } from '#app/components/ui/Button.tsx';

export function BookConversationsPage({
  bookId,
  bookName,
}: {
  bookId: string;
  /** The title, when the page that linked here knows it (for the 'Ask the seller' dialog). */
  bookName?: string;
}) {
  const t = useText(conversationsText);
  const conversations = useConversations({ bookId });
  const [asking, setAsking] = useState(false);
  const rows = itemsOf(conversations.data);
  if (conversations.isPending) return <Spinner label={t.loadingTheConversation} />;
  if (rows.length === 1) return <Navigate to={`/dashboard/messages/${rows[0]._id}`} replace />;
  return (
    <section>
      <h1 className="text-2xl font-bold text-stone-900">
        {t.messagesAbout} {bookName ?? t.thisBook}
      </h1>
      {conversations.isError ? (
        <ListProblem what={t.theConversation} onRetry={() => void conversations.refetch()} />
      ) : rows.length === 0 ? (
        <div className="mt-4 flex flex-col items-start gap-3">
          <p className="text-stone-600">{t.noMessagesAboutBook}</p>
          <button type="button" onClick={() => setAsking(true)} className={buttonClass()}>
            {t.askTheSeller}
          </button>
        </div>
      ) : (
        <ul className="mt-4 flex flex-col gap-2">
          {rows.map((c) => (
            <li key={c._id}>
              <Link to={`/dashboard/messages/${c._id}`} className="text-brand-700 underline">
                {c.otherPerson.name}
                {c.unread > 0 ? t.unreadSuffix({ count: formatCount(c.unread) }) : ''}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {asking && (
        <AskSellerDialog
          book={{ _id: bookId, productName: bookName ?? t.thisBook, sellerName: t.theSeller }}
          onClose={() => setAsking(false)}
        />
      )}
    </section>
  );
}
