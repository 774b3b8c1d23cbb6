// The book actions the category, search, book and seller pages offer (issue 24): which dialog is open, the
// handlers that open it (each only for a viewer allowed to act) and the dialog itself. The dialogs come from
// the orders, conversations, exchanges and offers features, composed here so the features never import each
// other.
import type { Book } from '@boibazar/shared/catalogue';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { AskSellerDialog } from '#app/features/conversations/components/AskSellerDialog.tsx';
import { OfferExchangeDialog } from '#app/features/exchanges/components/offer-exchange-dialog-lazy.ts';
import { useSession } from '#app/features/identity/api/session.ts';
import { offerTermsQuery } from '#app/features/offers/api/get-offer-terms.ts';
import { MakeOfferDialog } from '#app/features/offers/components/make-offer-dialog-lazy.ts';
import { BookingModal } from '#app/features/orders/components/booking-modal-lazy.ts';

type BookAction = 'book' | 'payOnDelivery' | 'ask' | 'exchange' | 'offer';
type OpenBook = (book: Book) => void;

export interface BookActions {
  /** 'Book Now': the booking dialog opens for a signed-in viewer only. */
  onBookNow: OpenBook;
  onPayOnDelivery?: OpenBook;
  onAskSeller?: OpenBook;
  onOfferExchange?: OpenBook;
  onMakeOffer?: OpenBook;
}

export function useBookActions(): { actions: BookActions; dialog: ReactNode } {
  const { user } = useSession();
  const [open, setOpen] = useState<{ action: BookAction; book: Book } | null>(null);
  const signedIn = Boolean(user);
  const seller = user?.role === 'Seller';
  const queryClient = useQueryClient();
  const actions = useMemo<BookActions>(() => {
    const opens = (action: BookAction) => (book: Book) => {
      // The offer dialog's terms load beside its code, not after it (one wait instead of two).
      if (action === 'offer') void queryClient.prefetchQuery(offerTermsQuery());
      setOpen({ action, book });
    };
    return {
      onBookNow: opens('book'),
      onPayOnDelivery: signedIn ? opens('payOnDelivery') : undefined,
      onAskSeller: signedIn ? opens('ask') : undefined,
      onOfferExchange: seller ? opens('exchange') : undefined,
      onMakeOffer: signedIn ? opens('offer') : undefined,
    };
  }, [signedIn, seller, queryClient]);
  const onClose = () => setOpen(null);
  let dialog: ReactNode = null;
  if (open?.action === 'ask') dialog = <AskSellerDialog book={open.book} onClose={onClose} />;
  else if (open?.action === 'offer') dialog = <MakeOfferDialog book={open.book} onClose={onClose} />;
  else if (open && user) {
    if (open.action === 'exchange')
      dialog = <OfferExchangeDialog book={open.book} viewerEmail={user.email} onClose={onClose} />;
    else
      dialog = (
        <BookingModal
          key={open.action}
          book={open.book}
          buyer={user}
          payOnDeliveryOnly={open.action === 'payOnDelivery'}
          onClose={onClose}
        />
      );
  }
  return { actions, dialog };
}
