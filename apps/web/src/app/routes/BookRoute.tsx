// /books/:id: the catalogue's book page for anyone; signed-in viewers can book it (the orders feature's
// modal) or, once booked, pay for it, and ask the seller (the conversations feature's dialog).
import { useParams } from 'react-router';
import { BookPage } from '#app/features/catalogue/pages/BookPage.tsx';
import { BookGallery } from '#app/features/listing/components/BookGallery.tsx';
import { OtherCopies } from '#app/features/listing/components/OtherCopies.tsx';
import { useSession } from '#app/features/identity/api/session.ts';
import { useOpenBookings } from '#app/features/orders/api/get-open-bookings.ts';
import { SaveSearchButton } from '#app/features/saved-searches/components/SaveSearchButton.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { savedSearchesText } from '#app/features/saved-searches/i18n.ts';
import { useBookActions } from './use-book-actions.tsx';

export function BookRoute() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const { actions, dialog } = useBookActions();
  const bookedOrders = useOpenBookings(Boolean(user));
  const tSaved = useText(savedSearchesText);
  return (
    <>
      <BookPage
        key={id}
        id={id}
        viewerEmail={user?.email}
        {...actions}
        bookedOrderId={bookedOrders[id]}
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
      {dialog}
    </>
  );
}
