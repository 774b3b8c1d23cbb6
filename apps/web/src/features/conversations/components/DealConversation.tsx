// The conversation of a deal, on the order page: the one conversation between the book's seller and its
// buyer, with the box to write; if they have not talked yet, either side writes the first message through
// `start` (the deal's own route, POST /orders/:id/messages, composed by the page).
import { MESSAGE_MAX_LENGTH } from '@boibazar/shared/conversations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { controlClass, Field, invalidProps } from '#app/components/ui/Field.tsx';
import { ListProblem } from '#app/components/ui/ListProblem.tsx';
import { Spinner } from '#app/components/ui/Spinner.tsx';
import { ApiError } from '#app/lib/api-client.ts';
import { refreshConversationSummaries } from '../api/conversation-keys.ts';
import { useConversations } from '../api/get-conversations.ts';
import { ConversationThread } from './ConversationThread.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { conversationsText } from '../i18n.ts';
import { buttonClass } from '#app/components/ui/Button.tsx';

function FirstMessage({
  start,
  otherName,
}: {
  start: (text: string) => Promise<unknown>;
  otherName: string;
}) {
  const t = useText(conversationsText);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: start,
    onSuccess: () => refreshConversationSummaries(queryClient),
  });
  const textId = useId();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(t.writeAMessage);
      return;
    }
    setError(null);
    send.mutate(text, {
      onError: (e) => setError(e instanceof ApiError ? e.message : t.couldNotSendTheMessage),
    });
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <p className="text-sm text-stone-600">
        {t.noMessagesWith} {otherName} {t.yet}
      </p>
      <Field id={textId} label={t.yourMessage} error={error ?? undefined} announce>
        <textarea
          id={textId}
          value={text}
          maxLength={MESSAGE_MAX_LENGTH}
          rows={3}
          onChange={(e) => setText(e.target.value)}
          {...invalidProps(textId, error ?? undefined)}
          className={controlClass}
        />
      </Field>
      <button
        type="submit"
        disabled={send.isPending}
        className={buttonClass({ size: 'lg', className: 'self-start' })}
      >
        {t.send}
      </button>
    </form>
  );
}

export function DealConversation({
  bookId,
  other,
  viewerId,
  start,
}: {
  bookId: string;
  /** The other side of the deal. */
  other: { id: string; name: string };
  viewerId: string;
  /** Sends the first message through the deal's route. */
  start: (text: string) => Promise<unknown>;
}) {
  const t = useText(conversationsText);
  const headingId = useId();
  const conversations = useConversations({ bookId, withUser: other.id });
  const conversation = conversations.data?.pages[0]?.items[0];
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-stone-200 bg-white p-4">
      <h2 id={headingId} className="mb-3 text-lg font-semibold text-stone-900">
        {t.messagesWith} {other.name}
      </h2>
      {conversations.isPending ? (
        <Spinner label={t.loadingTheMessages} />
      ) : conversations.isError ? (
        <ListProblem what={t.theMessages} onRetry={() => void conversations.refetch()} />
      ) : conversation ? (
        <ConversationThread conversation={conversation} viewerId={viewerId} />
      ) : (
        <FirstMessage start={start} otherName={other.name} />
      )}
    </section>
  );
}
