// /search: results for everyone; signed-in viewers also get wishlist, report, 'Book Now' (the orders
// feature's modal) and 'Booked · Pay now'; visitors get 'Sign in to book'.
import type { Book } from '@boibazar/shared/catalogue';
import { useState } from 'react';
import { AskSellerDialog } from '../../features/conversations/components/AskSellerDialog.tsx';
import { OfferExchangeDialog } from '../../features/exchanges/components/offer-exchange-dialog-lazy.ts';
import { SearchPage } from '../../features/catalogue/pages/SearchPage.tsx';
import { SaveSearchButton } from '../../features/saved-searches/components/SaveSearchButton.tsx';
import { useSession } from '../../features/identity/api/session.ts';
import { useOpenBookings } from '../../features/orders/api/get-open-bookings.ts';
import { BookingModal } from '../../features/orders/components/booking-modal-lazy.ts';

export function SearchRoute() {
  const { user } = useSession();
  const [booking, setBooking] = useState<Book | null>(null);
  const [asking, setAsking] = useState<Book | null>(null);
  const [offering, setOffering] = useState<Book | null>(null);
  const bookedOrders = useOpenBookings(Boolean(user));
  return (
    <>
      <SearchPage
        viewerEmail={user?.email}
        onBookNow={setBooking}
        onAskSeller={user ? setAsking : undefined}
        onOfferExchange={user?.role === 'Seller' ? setOffering : undefined}
        bookedOrders={bookedOrders}
        saveSearch={<SaveSearchButton signedIn={Boolean(user)} />}
      />
      {booking && user && <BookingModal book={booking} buyer={user} onClose={() => setBooking(null)} />}
      {asking && <AskSellerDialog book={asking} onClose={() => setAsking(null)} />}
      {offering && user && (
        <OfferExchangeDialog book={offering} viewerEmail={user.email} onClose={() => setOffering(null)} />
      )}
    </>
  );
}
