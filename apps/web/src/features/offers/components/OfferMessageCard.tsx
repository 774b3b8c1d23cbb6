// One step of an offer, shown as a card in the deal's conversation (decisions 350, 420): what happened
// (the card's event key, in the reader's language), who did it and the amount on the table after it. The
// newest card of each offer also reads the offer now (GET /api/offers/:id) and, for whoever's turn it is,
// puts Accept / Decline / Counter / Withdraw (or Pay now) right there.
import type { OfferCard } from '@boibazar/shared/conversations';
import { useText } from '#app/i18n/i18n.ts';
import { offersText } from '../i18n.ts';
import { formatMessageTime } from '#app/lib/dates.ts';
import { formatTaka } from '#app/lib/money.ts';
import { useOffer } from '../api/get-offer.ts';
import { OfferActions, StatusLine } from './OfferCard.tsx';

export function OfferMessageCard({
  card,
  messageId,
  sentAt,
  byName,
  mine,
  live,
}: {
  card: OfferCard;
  messageId: string;
  sentAt: string;
  /** Who took the step, as the reader names them. */
  byName: string;
  mine: boolean;
  /** The newest card about this offer (the one that carries the live state and the actions). */
  live: boolean;
}) {
  const t = useText(offersText);
  const offer = useOffer(card.offerId, messageId, live);
  const title = {
    made: t.cardMade,
    countered: t.cardCountered,
    accepted: t.cardAccepted,
    declined: t.cardDeclined,
    withdrawn: t.cardWithdrawn,
  }[card.event];
  const headingId = `offer-card-${messageId}`;
  return (
    <article
      aria-labelledby={headingId}
      className={`w-full max-w-sm space-y-2 rounded-xl bg-white p-3 text-sm text-stone-900 shadow-sm ring-2 ${mine ? 'ring-brand-500' : 'ring-amber-300'}`}
    >
      <h3 id={headingId} className="font-bold">
        {title}: <span className="text-lg font-extrabold text-brand-800">{formatTaka(card.amount)}</span>
      </h3>
      <p className="text-stone-700">
        {mine ? t.cardByYou : t.cardByName({ name: byName })} ·{' '}
        <time dateTime={sentAt}>{formatMessageTime(sentAt)}</time>
      </p>
      {live && offer.data && (
        <>
          <StatusLine offer={offer.data} />
          <OfferActions offer={offer.data} />
        </>
      )}
    </article>
  );
}
