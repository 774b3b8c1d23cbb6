// The small 'Messages' link under an order's book: the conversation about that book, on My Orders and My Buyers.
import type { Order } from '@boibazar/shared/orders';
import { Link } from 'react-router';
import { useText } from '#app/i18n/i18n.ts';
import { ordersText } from '../i18n.ts';

export function MessagesLink({ order }: { order: Order }) {
  const t = useText(ordersText);
  return (
    <Link
      to={`/dashboard/messages/about/${order.productId}`}
      state={{ bookName: order.bookName }}
      aria-label={t.messagesAboutBookname({ bookName: order.bookName })}
      className="block text-xs font-normal text-brand-700 underline"
    >
      {t.messages}
    </Link>
  );
}
