// /search: results for everyone; signed-in viewers also get wishlist, report, 'Book Now' (the orders
// feature's modal) and 'Booked · Pay now'; visitors get 'Sign in to book'.
import { SearchPage } from '#app/features/catalogue/pages/SearchPage.tsx';
import { SaveSearchButton } from '#app/features/saved-searches/components/SaveSearchButton.tsx';
import { useSession } from '#app/features/identity/api/session.ts';
import { useOpenBookings } from '#app/features/orders/api/get-open-bookings.ts';
import { useBookActions } from './use-book-actions.tsx';

export function SearchRoute() {
  const { user } = useSession();
  const { actions, dialog } = useBookActions();
  const bookedOrders = useOpenBookings(Boolean(user));
  return (
    <>
      <SearchPage
        viewerEmail={user?.email}
        onBookNow={actions.onBookNow}
        onAskSeller={actions.onAskSeller}
        onOfferExchange={actions.onOfferExchange}
        bookedOrders={bookedOrders}
        saveSearch={<SaveSearchButton signedIn={Boolean(user)} />}
      />
      {dialog}
    </>
  );
}
