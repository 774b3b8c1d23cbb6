// /dashboard/exchanges/:id: the exchanges feature's page; the top-up is paid with the payments feature's
// card form, each side reviews the other with the reviews feature's deal reviews, and the two talk in the
// conversations feature's deal conversation.
import type { Exchange } from '@boibazar/shared/exchanges';
import { useParams } from 'react-router';
import { DealConversation } from '#app/features/conversations/components/DealConversation.tsx';
import { messageAboutExchange } from '#app/features/exchanges/api/message-about-exchange.ts';
import { useRecordTopup, useTopupIntent } from '#app/features/exchanges/api/pay-topup.ts';
import { ExchangePage } from '#app/features/exchanges/pages/ExchangePage.tsx';
import { useSession } from '#app/features/identity/api/session.ts';
import { CardPayment } from '#app/features/payments/components/CardPayment.tsx';
import { DealReviews } from '#app/features/reviews/components/DealReviews.tsx';
import { formatTaka } from '#app/lib/money.ts';
import { useText } from '#app/i18n/i18n.ts';
import { appText } from '#app/i18n/shell.ts';

function TopupPayment({ exchange, payer }: { exchange: Exchange; payer: { name: string; email: string } }) {
  const t = useText(appText);
  const intent = useTopupIntent(exchange._id);
  const record = useRecordTopup(exchange._id);
  return (
    <div className="space-y-3">
      <p className="text-stone-700">
        {t.pleasePay} <strong>{formatTaka(exchange.topup.amount)}</strong> {t.toCompleteTheExchange}
      </p>
      <CardPayment
        clientSecret={intent.data?.clientSecret}
        intentError={intent.error}
        billing={payer}
        record={record}
      />
    </div>
  );
}

/** The party who is not the viewer. */
function otherParty(exchange: Exchange) {
  const other = exchange.viewerRole === 'proposer' ? exchange.owner : exchange.proposer;
  return { id: other._id, name: other.name };
}

export function ExchangeRoute() {
  const { id = '' } = useParams();
  const { user } = useSession();
  if (!user) return null;
  return (
    <ExchangePage
      key={id}
      id={id}
      viewerEmail={user.email}
      topupPayment={(exchange) => <TopupPayment exchange={exchange} payer={user} />}
      reviews={(exchange) => (
        <DealReviews
          deal={{ exchangeId: exchange._id }}
          completed={exchange.status === 'completed'}
          canReview={exchange.actions.includes('review')}
          other={otherParty(exchange).name}
          admin={exchange.viewerRole === 'admin'}
        />
      )}
      conversation={(exchange) => (
        <DealConversation
          bookId={exchange.targetBookId}
          other={otherParty(exchange)}
          viewerId={user._id}
          start={(text) => messageAboutExchange(exchange._id, text)}
        />
      )}
    />
  );
}
