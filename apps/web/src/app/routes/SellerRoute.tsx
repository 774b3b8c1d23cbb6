// /sellers/:id: a seller's public profile; their books come from the catalogue, booking from orders.
import { useParams } from 'react-router';
import { Spinner } from '#app/components/ui/Spinner.tsx';
import { BookCard } from '#app/features/catalogue/components/BookCard.tsx';
import { useSession } from '#app/features/identity/api/session.ts';
import { useSeller } from '#app/features/reviews/api/get-seller.ts';
import { SellerHeader } from '#app/features/reviews/components/SellerHeader.tsx';
import { SellerReviews } from '#app/features/reviews/components/SellerReviews.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { appText } from '#app/i18n/shell.ts';
import { bookText } from '#app/features/catalogue/i18n.ts';
import { useBookActions } from './use-book-actions.tsx';

export function SellerRoute() {
  const t = useText(appText);
  const tb = useText(bookText);
  const { id = '' } = useParams();
  const { user, status } = useSession();
  const seller = useSeller(id);
  const { actions, dialog } = useBookActions();
  if (seller.isPending) return <Spinner label={t.loadingTheSeller} />;
  if (seller.isError)
    return (
      <p role="alert" className="mx-auto max-w-6xl px-4 py-10 text-red-700">
        {seller.error.message}
      </p>
    );
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-6">
      <SellerHeader seller={seller.data} />
      <section aria-labelledby="seller-books-title">
        <h2 id="seller-books-title" className="text-xl font-bold text-stone-900">
          {t.booksForSale}
        </h2>
        {seller.data.books.length === 0 ? (
          <p className="mt-2 text-stone-600">{t.nothingForSaleJustNow}</p>
        ) : (
          <>
            {/* A visitor gets the books without the seller's phone (decision 023), as on the book page. */}
            {status === 'signedOut' && <p className="mt-1 text-sm text-stone-600">{tb.signInForPhone}</p>}
            <ul className="mt-3 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {seller.data.books.map((book) => (
                <li key={book._id}>
                  <BookCard
                    book={book}
                    viewerEmail={user?.email}
                    onBookNow={user ? actions.onBookNow : undefined}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <SellerReviews sellerId={id} />
      {dialog}
    </div>
  );
}
