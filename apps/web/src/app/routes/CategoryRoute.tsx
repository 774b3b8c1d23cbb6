// /categories/:id: the catalogue's category page for the signed-in viewer. Booking is composed here
// (the orders feature adds its modal and the viewer's open bookings) so the two features never import each other.
import type { Book } from '@boibazar/shared/catalogue';
import { useState } from 'react';
import { useParams } from 'react-router';
import { CategoryBooksPage } from '../../features/catalogue/pages/CategoryBooksPage.tsx';
import { useSession } from '../../features/identity/api/session.ts';
import { useOpenBookings } from '../../features/orders/api/get-open-bookings.ts';
import { BookingModal } from '../../features/orders/components/BookingModal.tsx';

export function CategoryRoute() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const [booking, setBooking] = useState<Book | null>(null);
  const bookedOrders = useOpenBookings(Boolean(user));
  return (
    <>
      <CategoryBooksPage
        id={id}
        viewerEmail={user?.email ?? ''}
        onBookNow={setBooking}
        bookedOrders={bookedOrders}
      />
      {booking && user && <BookingModal book={booking} buyer={user} onClose={() => setBooking(null)} />}
    </>
  );
}
