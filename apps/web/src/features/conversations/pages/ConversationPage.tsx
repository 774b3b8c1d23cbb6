// /dashboard/messages/:id: one conversation with its book and the other person.
import { Link } from 'react-router';
import { BookImage } from '#app/components/ui/BookImage.tsx';
import { ListProblem } from '#app/components/ui/ListProblem.tsx';
import { Spinner } from '#app/components/ui/Spinner.tsx';
import { refusedWith } from '#app/lib/api-client.ts';
import { useConversation } from '../api/get-conversation.ts';
import { ConversationThread } from '../components/ConversationThread.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { conversationsText } from '../i18n.ts';

export function ConversationPage({ id, viewerId }: { id: string; viewerId: string }) {
  const t = useText(conversationsText);
  const conversation = useConversation(id);
  if (conversation.isPending) return <Spinner label={t.loadingTheConversation} />;
  if (conversation.isError)
    return (
      <section>
        <h1 className="text-2xl font-bold text-stone-900">{t.conversation}</h1>
        {refusedWith(conversation.error, 'CONVERSATION_NOT_FOUND') ? (
          <p role="alert" className="mt-4 text-stone-700">
            {t.conversationNotFound}
          </p>
        ) : (
          <ListProblem what={t.thisConversation} onRetry={() => void conversation.refetch()} />
        )}
        <Link to="/dashboard/messages" className="mt-2 inline-block text-brand-700 underline">
          {t.backToMessages}
        </Link>
      </section>
    );
  const c = conversation.data;
  return (
    <section className="flex flex-col gap-3">
      <Link to="/dashboard/messages" className="text-sm text-brand-700 underline">
        {t.allMessages}
      </Link>
      <header className="flex items-center gap-3">
        <BookImage
          src={c.book.image}
          title={c.book.productName}
          alt=""
          width={48}
          height={72}
          className="aspect-[2/3] w-12 shrink-0 rounded bg-stone-100 shadow-sm"
        />
        <div className="min-w-0">
          <h1 className="truncate text-xl font-bold text-stone-900">{c.otherPerson.name}</h1>
          <p className="truncate text-sm text-stone-600">
            {c.participant ? '' : t.reportedConversation}
            {c.iAmSeller ? t.askingAboutYourBook : t.aboutTheirBook}{' '}
            <Link to={`/books/${c.book._id}`} className="font-medium text-brand-800 underline">
              {c.book.productName}
            </Link>
          </p>
        </div>
      </header>
      <ConversationThread conversation={c} viewerId={viewerId} readOnly={!c.participant} />
    </section>
  );
}
