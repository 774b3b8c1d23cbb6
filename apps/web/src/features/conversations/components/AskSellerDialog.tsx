import { MESSAGE_MAX_LENGTH } from '@boibazar/shared/conversations';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Field, controlClass, invalidProps } from '#app/components/ui/Field.tsx';
import { ModalDialog } from '#app/components/ui/ModalDialog.tsx';
import { ApiError } from '#app/lib/api-client.ts';
import { notify } from '#app/lib/toast.ts';
import { useAskSeller } from '../api/ask-seller.ts';
import { useText } from '#app/i18n/i18n.ts';
import { conversationsText } from '../i18n.ts';
import { buttonClass } from '#app/components/ui/Button.tsx';

/** 'Ask the seller': the first message about a book, then on to the conversation. */
export function AskSellerDialog({
  book,
  onClose,
}: {
  book: { _id: string; productName: string; sellerName: string };
  onClose: () => void;
}) {
  const t = useText(conversationsText);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ask = useAskSeller();
  const navigate = useNavigate();
  const textId = useId();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(t.writeAMessage);
      return;
    }
    ask.mutate(
      { bookId: book._id, text },
      {
        onSuccess: ({ conversation }) => {
          notify.success(t.messageSent);
          onClose();
          navigate(`/dashboard/messages/${conversation._id}`);
        },
        onError: (e) => setError(e instanceof ApiError ? e.message : t.couldNotSendTheMessage),
      },
    );
  };

  return (
    <ModalDialog title={t.askTheSeller} onClose={onClose} onSubmit={submit}>
      <p className="text-sm text-stone-600">
        {t.yourQuestionTo} <span className="font-semibold">{book.sellerName}</span> {t.about}{' '}
        <span className="font-semibold">{book.productName}</span>.
      </p>
      <Field id={textId} label={t.message} error={error ?? undefined} announce>
        <textarea
          id={textId}
          value={text}
          maxLength={MESSAGE_MAX_LENGTH}
          rows={4}
          onChange={(e) => setText(e.target.value)}
          className={controlClass}
          {...invalidProps(textId, error ?? undefined)}
          autoFocus
        />
      </Field>
      <div className="flex justify-end gap-2">
        <button
          type="button"
          onClick={onClose}
          className="rounded-md px-4 py-2 font-medium hover:bg-stone-100"
        >
          {t.cancel}
        </button>
        <button type="submit" disabled={ask.isPending} className={buttonClass()}>
          {t.send}
        </button>
      </div>
    </ModalDialog>
  );
}
