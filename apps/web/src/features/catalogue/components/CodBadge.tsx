// 'Cash on delivery' on a book whose seller takes cash at the handover and whose price is within the
// server's limit (COD_MAX_TAKA, from the payments config), so a buyer knows before booking (decision 260).
// The buyer's own standing (refusals, orders waiting) is checked on the payment page, where it applies.
import type { Book } from '@boibazar/shared/catalogue';
import { usePaymentsConfig } from '#app/features/payments/index.ts';
import { useText } from '#app/i18n/i18n.ts';
import { bookShareText } from '../i18n.ts';

/** Whether the badge's rule holds: the seller takes cash on delivery, the book is unsold and within the limit. */
export function useCodAllowed(book: Pick<Book, 'cashOnDelivery' | 'isSold' | 'resale'>): boolean {
  const config = usePaymentsConfig();
  return Boolean(book.cashOnDelivery && !book.isSold && config.data && book.resale <= config.data.codMaxTaka);
}

export function CodBadge({
  book,
  className = '',
}: {
  book: Pick<Book, 'cashOnDelivery' | 'isSold' | 'resale'>;
  className?: string;
}) {
  const t = useText(bookShareText);
  if (!useCodAllowed(book)) return null;
  return (
    <span
      title={t.cashOnDeliveryHint}
      className={`inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-900 ring-1 ring-emerald-200 ${className}`}
    >
      <svg viewBox="0 0 20 20" className="h-3 w-3" aria-hidden="true">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
          d="M2 6h16v9H2zM10 13a2.5 2.5 0 100-5 2.5 2.5 0 000 5z"
        />
      </svg>
      {t.cashOnDelivery}
    </span>
  );
}
