// /categories/:id: the catalogue's category page for the signed-in viewer. Booking and asking the seller
// are composed here (the orders and conversations features add their modals and the viewer's open
// bookings) so the features never import each other.
import type { Book } from '@boibazar/shared/catalogue';
import { useState } from 'react';
import { useParams } from 'react-router';
import { AskSellerDialog } from '../../features/conversations/components/AskSellerDialog.tsx';
import { OfferExchangeDialog } from '../../features/exchanges/components/offer-exchange-dialog-lazy.ts';
import { CategoryBooksPage } from '../../features/catalogue/pages/CategoryBooksPage.tsx';
import { useSession } from '../../features/identity/api/session.ts';
import { useOpenBookings } from '../../features/orders/api/get-open-bookings.ts';
import { BookingModal } from '../../features/orders/components/booking-modal-lazy.ts';

export function CategoryRoute() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const [booking, setBooking] = useState<Book | null>(null);
  const bookedOrders = useOpenBookings(Boolean(user));
  const [asking, setAsking] = useState<Book | null>(null);
  const [offering, setOffering] = useState<Book | null>(null);
  return (
    <>
      <CategoryBooksPage
        id={id}
        viewerEmail={user?.email ?? ''}
        onBookNow={setBooking}
        bookedOrders={bookedOrders}
        onAskSeller={setAsking}
        onOfferExchange={user?.role === 'Seller' ? setOffering : undefined}
      />
      {booking && user && <BookingModal book={booking} buyer={user} onClose={() => setBooking(null)} />}
      {asking && <AskSellerDialog book={asking} onClose={() => setAsking(null)} />}
      {offering && user && (
        <OfferExchangeDialog book={offering} viewerEmail={user.email} onClose={() => setOffering(null)} />
      )}
    </>
  );
}
