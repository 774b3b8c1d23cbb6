// /books/:id: the catalogue's book page for anyone; signed-in viewers can book it (the orders feature's
// modal) or, once booked, pay for it, and ask the seller (the conversations feature's dialog).
import type { Book } from '@boibazar/shared/catalogue';
import { useState } from 'react';
import { useParams } from 'react-router';
import { AskSellerDialog } from '../../features/conversations/components/AskSellerDialog.tsx';
import { OfferExchangeDialog } from '../../features/exchanges/components/offer-exchange-dialog-lazy.ts';
import { MakeOfferDialog } from '../../features/offers/components/make-offer-dialog-lazy.ts';
import { BookPage } from '../../features/catalogue/pages/BookPage.tsx';
import { BookGallery } from '../../features/listing/components/BookGallery.tsx';
import { OtherCopies } from '../../features/listing/components/OtherCopies.tsx';
import { useSession } from '../../features/identity/api/session.ts';
import { useOpenBookings } from '../../features/orders/api/get-open-bookings.ts';
import { BookingModal } from '../../features/orders/components/booking-modal-lazy.ts';
import { SaveSearchButton } from '../../features/saved-searches/components/SaveSearchButton.tsx';
import { useText } from '../../i18n/i18n.ts';
import { savedSearchesText } from '../../features/saved-searches/i18n.ts';

export function BookRoute() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const [booking, setBooking] = useState<Book | null>(null);
  const [asking, setAsking] = useState<Book | null>(null);
  const [offering, setOffering] = useState<Book | null>(null);
  const [haggling, setHaggling] = useState<Book | null>(null);
  const [onDelivery, setOnDelivery] = useState<Book | null>(null);
  const bookedOrders = useOpenBookings(Boolean(user));
  const tSaved = useText(savedSearchesText);
  return (
    <>
      <BookPage
        key={id}
        id={id}
        viewerEmail={user?.email}
        onBookNow={setBooking}
        bookedOrderId={bookedOrders[id]}
        onAskSeller={user ? setAsking : undefined}
        onOfferExchange={user?.role === 'Seller' ? setOffering : undefined}
        onMakeOffer={user ? setHaggling : undefined}
        onPayOnDelivery={user ? setOnDelivery : undefined}
        gallery={(book, own) => (
          <BookGallery
            key={`gallery-${book._id}`}
            bookId={book._id}
            title={book.productName}
            image={book.image}
            editable={own && !book.isSold}
          />
        )}
        whenSold={(book) => (
          <SaveSearchButton
            signedIn={Boolean(user)}
            search={{ name: book.productName, q: book.productName }}
            label={tSaved.notifyAnotherCopy}
          />
        )}
      />
      <OtherCopies key={`copies-${id}`} bookId={id} />
      {haggling && <MakeOfferDialog book={haggling} onClose={() => setHaggling(null)} />}
      {booking && user && <BookingModal book={booking} buyer={user} onClose={() => setBooking(null)} />}
      {onDelivery && user && (
        <BookingModal book={onDelivery} buyer={user} payOnDeliveryOnly onClose={() => setOnDelivery(null)} />
      )}
      {asking && <AskSellerDialog book={asking} onClose={() => setAsking(null)} />}
      {offering && user && (
        <OfferExchangeDialog book={offering} viewerEmail={user.email} onClose={() => setOffering(null)} />
      )}
    </>
  );
}
