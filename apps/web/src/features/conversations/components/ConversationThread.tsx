// One conversation: older messages on demand at the top, the newest at the bottom, and the box to write.
// Used by the conversation page and by the order page.
import {
  MESSAGE_EVENT,
  MESSAGE_MAX_LENGTH,
  type Conversation,
  type MessageEvent,
} from '@boibazar/shared/conversations';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '#app/components/ui/ConfirmDialog.tsx';
import { controlClass, Field, invalidProps } from '#app/components/ui/Field.tsx';
import { ApiError } from '#app/lib/api-client.ts';
import { formatMessageTime } from '#app/lib/dates.ts';
import { notify } from '#app/lib/toast.ts';
import { useConversationAction } from '../api/conversation-actions.ts';
import { LIVE_RECONNECTED, useLiveEvent } from '#app/features/live/index.ts';
import { catchUp, useMessages } from '../api/get-messages.ts';
import { useSendMessage } from '../api/send-message.ts';
import { MessageText } from './MessageText.tsx';
import { ReportConversationDialog } from './ReportConversationDialog.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { conversationsText } from '../i18n.ts';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { OfferMessageCard } from '#app/features/offers/index.ts';

export function ConversationThread({
  conversation,
  viewerId,
  readOnly = false,
}: {
  conversation: Conversation;
  viewerId: string;
  /** The admin reading a reported conversation: no writing, blocking or read marks. */
  readOnly?: boolean;
}) {
  const t = useText(conversationsText);
  const id = conversation._id;
  const messages = useMessages(id);
  const send = useSendMessage(id);
  const action = useConversationAction(id);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [reporting, setReporting] = useState(false);
  const [confirmingBlock, setConfirmingBlock] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  // A new message in this conversation (from either side, any tab): fetch what follows the last one shown.
  useLiveEvent(MESSAGE_EVENT, (data) => {
    if ((data as MessageEvent | null)?.conversationId === id) void catchUp(queryClient, id);
  });
  // Back after a dropped connection: whatever was sent meanwhile, from the last message shown on.
  useLiveEvent(LIVE_RECONNECTED, () => void catchUp(queryClient, id));
  const textId = useId();

  const pages = messages.data?.pages ?? [];
  const all = [...pages].reverse().flatMap((page) => page.messages);
  const newest = all.at(-1);
  // The newest card of each offer carries its live state and actions (decision 420).
  const newestCard = new Map<string, string>();
  for (const message of all) if (message.offer) newestCard.set(message.offer.offerId, message._id);
  const canWrite = !conversation.blockedByMe && !conversation.blockedMe;

  // Keep the newest message in view, and tell the server it was seen.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
    if (!readOnly && newest && (newest.senderId !== viewerId || conversation.unread > 0))
      action.mutate({ action: 'read' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when a newer message shows
  }, [newest?._id]);

  // Older messages go above: keep the reader where they were (the same distance from the bottom).
  const fromBottom = useRef<number | null>(null);
  const loadOlder = () => {
    const list = listRef.current;
    if (list) fromBottom.current = list.scrollHeight - list.scrollTop;
    void messages.fetchNextPage();
  };
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list || fromBottom.current === null) return;
    list.scrollTop = list.scrollHeight - fromBottom.current;
    fromBottom.current = null;
  }, [pages.length]);

  const submit = (event?: React.FormEvent) => {
    event?.preventDefault();
    if (!text.trim()) {
      setError(t.writeAMessage);
      return;
    }
    setError(null);
    // The box empties at once, so the writer can type the next message while this one is on its way;
    // had it emptied on the answer instead, it would wipe what they typed meanwhile. A message that
    // fails comes back into the box, unless they have started another.
    const sent = text;
    setText('');
    send.mutateAsync(sent).catch((e: unknown) => {
      setText((current) => (current === '' ? sent : current));
      setError(e instanceof ApiError ? e.message : t.couldNotSendTheMessage);
    });
  };

  const toggleBlock = () =>
    action.mutate(
      { action: conversation.blockedByMe ? 'unblock' : 'block' },
      {
        onSuccess: () => {
          setConfirmingBlock(false);
          notify.success(
            conversation.blockedByMe
              ? t.nameCanWriteToYou({ name: conversation.otherPerson.name })
              : t.nameIsBlocked({ name: conversation.otherPerson.name }),
          );
        },
        onError: (e) => notify.error(e instanceof ApiError ? e.message : t.couldNotChangeTheBlock),
      },
    );

  return (
    <section
      aria-label={t.conversationWithName({ name: conversation.otherPerson.name })}
      className="flex flex-col gap-3"
    >
      {!readOnly && (
        <div className="flex flex-wrap items-center justify-end gap-2 text-sm">
          <button
            type="button"
            onClick={() => (conversation.blockedByMe ? toggleBlock() : setConfirmingBlock(true))}
            disabled={action.isPending}
            className="rounded-md border border-stone-300 px-3 py-1.5 font-medium text-stone-700 hover:bg-stone-100"
          >
            {conversation.blockedByMe
              ? t.unblockName({ name: conversation.otherPerson.name })
              : t.blockName({ name: conversation.otherPerson.name })}
          </button>
          <button
            type="button"
            onClick={() => setReporting(true)}
            disabled={action.isPending || conversation.reportedByMe}
            className="rounded-md border border-red-300 px-3 py-1.5 font-medium text-red-700 hover:bg-red-50 disabled:opacity-60"
          >
            {conversation.reportedByMe ? t.reportedToAdmin : t.reportToAdmin}
          </button>
        </div>
      )}
      {/* The scrolling log itself takes focus, so keyboard users can scroll back through it. */}
      <div
        ref={listRef}
        role="log"
        aria-label={t.messages}
        tabIndex={0}
        className="max-h-[60vh] min-h-48 overflow-y-auto rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {messages.hasNextPage && (
          <div className="mb-3 text-center">
            <button
              type="button"
              onClick={loadOlder}
              disabled={messages.isFetchingNextPage}
              className="rounded-full border border-brand-700 px-4 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
            >
              {messages.isFetchingNextPage ? t.loading : t.loadOlderMessages}
            </button>
          </div>
        )}
        {messages.isPending ? (
          <p className="text-center text-sm text-stone-500">{t.loadingMessages}</p>
        ) : messages.isError ? (
          <p role="alert" className="text-center text-sm text-red-700">
            {t.couldNotLoadTheMessages}
          </p>
        ) : all.length === 0 ? (
          <p className="text-center text-sm text-stone-500">{t.noMessagesYet}</p>
        ) : (
          <ol className="flex flex-col gap-2">
            {all.map((message) => {
              const mine = message.senderId === viewerId;
              if (message.offer)
                return (
                  <li key={message._id} className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
                    <OfferMessageCard
                      card={message.offer}
                      messageId={message._id}
                      sentAt={message.sentAt}
                      byName={conversation.otherPerson.name}
                      mine={mine}
                      live={!readOnly && newestCard.get(message.offer.offerId) === message._id}
                    />
                  </li>
                );
              return (
                <li key={message._id} className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
                  <div
                    className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm shadow-sm ${mine ? 'bg-brand-700 text-white' : 'bg-white text-stone-900 ring-1 ring-stone-200'}`}
                  >
                    <span className="sr-only">{mine ? t.you : conversation.otherPerson.name}: </span>
                    <MessageText text={message.text} />
                    <time
                      dateTime={message.sentAt}
                      className={`mt-1 block text-right text-xs ${mine ? 'text-brand-100' : 'text-stone-500'}`}
                    >
                      {formatMessageTime(message.sentAt)}
                    </time>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </div>
      {readOnly ? null : canWrite ? (
        <form onSubmit={submit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <Field id={textId} label={t.yourMessage} error={error ?? undefined} announce className="flex-1">
            <textarea
              id={textId}
              value={text}
              maxLength={MESSAGE_MAX_LENGTH}
              rows={2}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey) submit(e);
              }}
              {...invalidProps(textId, error ?? undefined)}
              className={controlClass}
            />
          </Field>
          <button type="submit" className={buttonClass({ size: 'lg' })}>
            {t.send}
          </button>
        </form>
      ) : (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {conversation.blockedByMe
            ? t.youBlockedNameUnblockThem({ name: conversation.otherPerson.name })
            : t.nameDoesNotAcceptYour({ name: conversation.otherPerson.name })}
        </p>
      )}
      {reporting && (
        <ReportConversationDialog
          conversationId={id}
          otherName={conversation.otherPerson.name}
          onClose={() => setReporting(false)}
        />
      )}
      {confirmingBlock && (
        <ConfirmDialog
          title={t.blockConfirmTitle({ name: conversation.otherPerson.name })}
          confirmLabel={t.block}
          busy={action.isPending}
          busyLabel={t.blocking}
          onConfirm={toggleBlock}
          onCancel={() => setConfirmingBlock(false)}
        >
          <p>{t.blockConsequences}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
