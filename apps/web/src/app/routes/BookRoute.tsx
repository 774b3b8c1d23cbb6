// /books/:id: the catalogue's book page for anyone; signed-in viewers can book it (the orders feature's
// modal) or, once booked, pay for it.
import type { Book } from '@boibazar/shared/catalogue';
import { useState } from 'react';
import { useParams } from 'react-router';
import { BookPage } from '../../features/catalogue/pages/BookPage.tsx';
import { useSession } from '../../features/identity/api/session.ts';
import { useOpenBookings } from '../../features/orders/api/get-open-bookings.ts';
import { BookingModal } from '../../features/orders/components/BookingModal.tsx';

export function BookRoute() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const [booking, setBooking] = useState<Book | null>(null);
  const bookedOrders = useOpenBookings(Boolean(user));
  return (
    <>
      <BookPage
        key={id}
        id={id}
        viewerEmail={user?.email}
        onBookNow={setBooking}
        bookedOrderId={bookedOrders[id]}
      />
      {booking && user && <BookingModal book={booking} buyer={user} onClose={() => setBooking(null)} />}
    </>
  );
}
