// /dashboard/messages: the caller's conversations, most recently active first, with the book, the other
// person, the last message and how many are unread.
import { Link } from 'react-router';
import { BookImage } from '#app/components/ui/BookImage.tsx';
import { ListProblem } from '#app/components/ui/ListProblem.tsx';
import { LoadMoreButton } from '#app/components/ui/LoadMoreButton.tsx';
import { Spinner } from '#app/components/ui/Spinner.tsx';
import { formatFriendlyDate } from '#app/lib/dates.ts';
import { useConversations } from '../api/get-conversations.ts';
import { useText } from '#app/i18n/i18n.ts';
import { conversationsText } from '../i18n.ts';
import { itemsOf } from '#app/lib/pages.ts';

export function MessagesPage({ viewerId }: { viewerId: string }) {
  const t = useText(conversationsText);
  const conversations = useConversations();
  const rows = itemsOf(conversations.data);

  return (
    <section>
      <h1 className="text-2xl font-bold text-stone-900">{t.messages}</h1>
      {conversations.isPending ? (
        <Spinner label={t.loadingYourConversations} />
      ) : conversations.isError ? (
        <ListProblem what={t.yourConversations} onRetry={() => void conversations.refetch()} />
      ) : rows.length === 0 ? (
        <p className="mt-4 text-stone-600">{t.noConversationsYet}</p>
      ) : (
        <ul className="mt-4 flex flex-col divide-y divide-stone-200 rounded-xl bg-white ring-1 ring-stone-200">
          {rows.map((c) => (
            <li key={c._id}>
              <Link
                to={`/dashboard/messages/${c._id}`}
                className="flex items-center gap-3 p-3 hover:bg-stone-50 focus-visible:bg-stone-50"
              >
                <BookImage
                  src={c.book.image}
                  title={c.book.productName}
                  alt=""
                  width={44}
                  height={66}
                  className="aspect-[2/3] w-11 shrink-0 rounded bg-stone-100 shadow-sm"
                />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="flex items-baseline justify-between gap-2">
                    <span className={`truncate ${c.unread ? 'font-bold' : 'font-semibold'} text-stone-900`}>
                      {c.otherPerson.name}
                    </span>
                    <time dateTime={c.lastMessageAt} className="shrink-0 text-xs text-stone-500">
                      {formatFriendlyDate(c.lastMessageAt)}
                    </time>
                  </span>
                  <span className="truncate text-sm text-stone-600">{c.book.productName}</span>
                  <span
                    className={`truncate text-sm ${c.unread ? 'font-semibold text-stone-900' : 'text-stone-500'}`}
                  >
                    {c.lastMessage
                      ? `${c.lastMessage.senderId === viewerId ? t.lastMessageFromYou : ''}${c.lastMessage.text}`
                      : t.noMessagesInThread}
                  </span>
                </span>
                {c.unread > 0 && (
                  <span className="shrink-0 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">
                    {c.unread}
                    <span className="sr-only"> {t.unread}</span>
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton query={conversations} label={t.showMoreConversations} />
    </section>
  );
}
