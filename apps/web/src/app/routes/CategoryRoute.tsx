// /categories/:id: the catalogue's category page for the signed-in viewer. Booking and asking the seller
// are composed here (the orders and conversations features add their modals and the viewer's open
// bookings) so the features never import each other.
import { useParams } from 'react-router';
import { CategoryBooksPage } from '#app/features/catalogue/pages/CategoryBooksPage.tsx';
import { useSession } from '#app/features/identity/api/session.ts';
import { useOpenBookings } from '#app/features/orders/api/get-open-bookings.ts';
import { useBookActions } from './use-book-actions.tsx';

export function CategoryRoute() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const bookedOrders = useOpenBookings(Boolean(user));
  const { actions, dialog } = useBookActions();
  return (
    <>
      <CategoryBooksPage
        id={id}
        viewerEmail={user?.email ?? ''}
        onBookNow={actions.onBookNow}
        bookedOrders={bookedOrders}
        onAskSeller={actions.onAskSeller}
        onOfferExchange={actions.onOfferExchange}
      />
      {dialog}
    </>
  );
}
