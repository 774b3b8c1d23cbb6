// "Make an offer" on a book page: the asking price, the least the buyer may offer (OFFER_MIN_PERCENT of
// it), and the amount, checked here as the server checks it. After sending, the buyer follows the offer
// under My Offers.
import type { Book } from '@boibazar/shared/catalogue';
import { offerMinimum, whyNotAnOffer } from '@boibazar/shared/offers';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '#app/components/ui/Button.tsx';
import { Field, controlClass, invalidProps } from '#app/components/ui/Field.tsx';
import { ModalDialog } from '#app/components/ui/ModalDialog.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { offersText } from '../i18n.ts';
import { useMessage } from '#app/i18n/messages.ts';
import { formatCount, formatTaka } from '#app/lib/money.ts';
import { notify } from '#app/lib/toast.ts';
import { useOfferTerms } from '../api/get-offer-terms.ts';
import { useMakeOffer } from '../api/make-offer.ts';
import { readAmount } from './amount-input.ts';

export interface MakeOfferDialogProps {
  book: Pick<Book, '_id' | 'productName' | 'resale'>;
  onClose: () => void;
}

export function MakeOfferDialog({ book, onClose }: MakeOfferDialogProps) {
  const t = useText(offersText);
  const navigate = useNavigate();
  const terms = useOfferTerms();
  const makeOffer = useMakeOffer();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const serverError = useMessage(makeOffer.error?.message);
  const minimum = terms.data ? offerMinimum(book.resale, terms.data.minPercent) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!terms.data) return;
    const read = readAmount(typed);
    const problem =
      'error' in read ? read.error : whyNotAnOffer(read.amount, book.resale, terms.data.minPercent);
    setError(problem);
    if (problem || 'error' in read) return;
    makeOffer.mutate(
      { bookId: book._id, amount: read.amount },
      {
        onSuccess: () => {
          notify.success(t.offerSent);
          onClose();
          void navigate('/dashboard/offers');
        },
      },
    );
  };

  return (
    <ModalDialog title={t.makeAnOfferFor({ title: book.productName })} onClose={onClose} onSubmit={submit}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-stone-600">{t.askingPrice}</dt>
        <dd className="font-semibold text-stone-900">{formatTaka(book.resale)}</dd>
        {minimum !== undefined && (
          <>
            <dt className="text-stone-600">{t.leastYouMayOffer}</dt>
            <dd className="font-semibold text-stone-900">{formatTaka(minimum)}</dd>
          </>
        )}
      </dl>
      <Field id="offer-amount" label={t.yourOfferTaka} error={error}>
        <input
          id="offer-amount"
          name="amount"
          inputMode="numeric"
          autoComplete="off"
          autoFocus
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          {...invalidProps('offer-amount', error)}
          aria-describedby={error ? 'offer-amount-error' : 'offer-amount-hint'}
          className={controlClass}
        />
      </Field>
      {terms.data && minimum !== undefined && (
        <p id="offer-amount-hint" className="text-sm text-stone-600">
          {t.offerHint({
            minimum: formatTaka(minimum),
            asking: formatTaka(book.resale),
            hours: formatCount(Math.round(terms.data.expiresInSeconds / 3600)),
          })}
        </p>
      )}
      {serverError && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {serverError}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          {t.cancel}
        </Button>
        <Button type="submit" disabled={makeOffer.isPending || !terms.data}>
          {makeOffer.isPending ? t.sending : t.sendOffer}
        </Button>
      </div>
    </ModalDialog>
  );
}
