// One offer as its caller sees it: the book, the asking price, the amount on the table, the round, whose
// turn it is, and the caller's actions (from the answer's `actions`, so the page never guesses). Accepting
// asks first; a buyer who accepts goes straight on to pay.
import type { Offer } from '@boibazar/shared/offers';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { BookImage } from '#app/components/ui/BookImage.tsx';
import { Button, ButtonLink } from '#app/components/ui/Button.tsx';
import { ConfirmDialog } from '#app/components/ui/ConfirmDialog.tsx';
import { Field, controlClass, invalidProps } from '#app/components/ui/Field.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { offersText } from '../i18n.ts';
import { useMessage } from '#app/i18n/messages.ts';
import { formatDateTime } from '#app/lib/dates.ts';
import { formatCount, formatTaka } from '#app/lib/money.ts';
import { notify } from '#app/lib/toast.ts';
import { useAnswerOffer } from '../api/answer-offer.ts';
import { readAmount } from './amount-input.ts';

export function StatusLine({ offer }: { offer: Offer }) {
  const t = useText(offersText);
  if (offer.status === 'open') {
    const waiting =
      offer.turn === offer.viewer
        ? t.yourAnswerIsAwaited
        : offer.turn === 'seller'
          ? t.waitingForTheSeller
          : t.waitingForTheBuyer;
    return (
      <p className="text-sm text-stone-700">
        <span className="font-semibold">{waiting}</span> ·{' '}
        {t.answerBy({ time: formatDateTime(offer.expiresAt) })}
      </p>
    );
  }
  const label = {
    accepted: t.statusAccepted,
    declined: t.statusDeclined,
    withdrawn: t.statusWithdrawn,
    expired: t.statusExpired,
    lapsed: t.statusLapsed,
  }[offer.status];
  return (
    <p className="text-sm text-stone-700">
      <span className="font-semibold">{label}</span>
      {offer.status === 'accepted' && offer.payBy && offer.actions.includes('pay') && (
        <> · {t.payBy({ time: formatDateTime(offer.payBy) })}</>
      )}
    </p>
  );
}

/**
 * The caller's actions on an offer (from the answer's `actions`): Pay now, Accept (after a question),
 * Counter (with its amount), Decline, Withdraw, and the server's refusal. The offer card on My Offers and
 * the offer card in the conversation (decision 420) both use it.
 */
export function OfferActions({ offer }: { offer: Offer }) {
  const t = useText(offersText);
  const navigate = useNavigate();
  const answer = useAnswerOffer();
  const [confirming, setConfirming] = useState(false);
  const [countering, setCountering] = useState(false);
  const [typed, setTyped] = useState('');
  const [counterError, setCounterError] = useState<string>();
  const serverError = useMessage(answer.error?.message);
  const counterId = `offer-${offer._id}-counter`;

  const act = (step: 'accept' | 'decline' | 'withdraw', done: string) =>
    answer.mutate(
      { offerId: offer._id, step },
      {
        onSuccess: (updated) => {
          setConfirming(false);
          notify.success(done);
          if (step === 'accept' && updated.viewer === 'buyer' && updated.orderId)
            void navigate(`/dashboard/payment/${updated.orderId}`);
        },
        onError: () => setConfirming(false),
      },
    );

  const sendCounter = (event: FormEvent) => {
    event.preventDefault();
    const read = readAmount(typed);
    if ('error' in read) {
      setCounterError(read.error);
      return;
    }
    setCounterError(undefined);
    answer.mutate(
      { offerId: offer._id, step: 'counter', amount: read.amount },
      {
        onSuccess: () => {
          setCountering(false);
          setTyped('');
          notify.success(t.counterSent);
        },
      },
    );
  };

  return (
    <>
      {serverError && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {serverError}
        </p>
      )}
      {offer.actions.length > 0 && (
        <div
          className="flex flex-wrap gap-2"
          role="group"
          aria-label={t.actionsFor({ title: offer.bookName })}
        >
          {offer.actions.includes('pay') && offer.orderId && (
            <ButtonLink to={`/dashboard/payment/${offer.orderId}`}>{t.payNow}</ButtonLink>
          )}
          {offer.actions.includes('accept') && (
            <Button onClick={() => setConfirming(true)} disabled={answer.isPending}>
              {t.acceptAmount({ amount: formatTaka(offer.amount) })}
            </Button>
          )}
          {offer.actions.includes('counter') && !countering && (
            <Button variant="outline" onClick={() => setCountering(true)} disabled={answer.isPending}>
              {t.counter}
            </Button>
          )}
          {offer.actions.includes('decline') && (
            <Button
              variant="outline"
              onClick={() => act('decline', t.offerDeclined)}
              disabled={answer.isPending}
            >
              {t.decline}
            </Button>
          )}
          {offer.actions.includes('withdraw') && (
            <Button
              variant="outline"
              onClick={() => act('withdraw', t.offerWithdrawn)}
              disabled={answer.isPending}
            >
              {t.withdraw}
            </Button>
          )}
        </div>
      )}
      {countering && offer.actions.includes('counter') && (
        <form onSubmit={sendCounter} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <Field id={counterId} label={t.yourCounterTaka} error={counterError} className="sm:w-48">
            <input
              id={counterId}
              inputMode="numeric"
              autoComplete="off"
              autoFocus
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              {...invalidProps(counterId, counterError)}
              className={controlClass}
            />
          </Field>
          <div className="flex gap-2">
            <Button type="submit" disabled={answer.isPending}>
              {answer.isPending ? t.sending : t.sendCounter}
            </Button>
            <Button variant="outline" onClick={() => setCountering(false)}>
              {t.cancel}
            </Button>
          </div>
        </form>
      )}
      {confirming && (
        <ConfirmDialog
          title={t.acceptThisPrice}
          confirmLabel={t.acceptAmount({ amount: formatTaka(offer.amount) })}
          busy={answer.isPending}
          busyLabel={t.accepting}
          onConfirm={() => act('accept', t.offerAccepted)}
          onCancel={() => setConfirming(false)}
        >
          {offer.viewer === 'seller'
            ? t.acceptBodySeller({
                name: offer.buyerName,
                title: offer.bookName,
                amount: formatTaka(offer.amount),
              })
            : t.acceptBodyBuyer({ title: offer.bookName, amount: formatTaka(offer.amount) })}
        </ConfirmDialog>
      )}
    </>
  );
}

export function OfferCard({ offer }: { offer: Offer }) {
  const t = useText(offersText);
  const other = offer.viewer === 'buyer' ? offer.sellerName : offer.buyerName;
  const headingId = `offer-${offer._id}-title`;

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:flex-row"
    >
      <BookImage
        src={offer.bookImage}
        title={offer.bookName}
        width={72}
        height={108}
        className="h-[108px] w-[72px] shrink-0 rounded-md bg-stone-100 object-cover"
      />
      <div className="min-w-0 flex-1 space-y-2">
        <h2 id={headingId} className="font-bold text-stone-900">
          <Link to={`/books/${offer.bookId}`} className="underline decoration-stone-300 hover:text-brand-800">
            {offer.bookName}
          </Link>
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-stone-600">{offer.viewer === 'buyer' ? t.seller : t.buyer}</dt>
          <dd className="text-stone-900">{other}</dd>
          <dt className="text-stone-600">{t.askingPrice}</dt>
          <dd className="text-stone-900">{formatTaka(offer.askingPrice)}</dd>
          <dt className="text-stone-600">{offer.status === 'accepted' ? t.agreedPrice : t.onTheTable}</dt>
          <dd className="text-lg font-extrabold text-brand-800">{formatTaka(offer.amount)}</dd>
          <dt className="text-stone-600">{t.round}</dt>
          <dd className="text-stone-900">
            {t.roundOf({ round: formatCount(offer.round), max: formatCount(offer.roundsMax) })}
          </dd>
        </dl>
        <StatusLine offer={offer} />
        <OfferActions offer={offer} />
      </div>
    </article>
  );
}
