import { Link } from 'react-router';
import { LoadMoreButton } from '#app/components/ui/LoadMoreButton.tsx';
import { ListProblem } from '#app/components/ui/ListProblem.tsx';
import { Spinner } from '#app/components/ui/Spinner.tsx';
import { formatTaka } from '#app/lib/money.ts';
import { notify } from '#app/lib/toast.ts';
import { useWishlist } from '../api/get-wishlist.ts';
import { useToggleWishlist } from '../api/toggle-wishlist.ts';
import { BookImage } from '#app/components/ui/BookImage.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { shelfText } from '../i18n.ts';
import { itemsOf } from '#app/lib/pages.ts';
import { placeName } from '#app/lib/reader-names.ts';

export function WishlistPage() {
  const t = useText(shelfText);
  const wishlist = useWishlist();
  const toggle = useToggleWishlist();
  const books = itemsOf(wishlist.data);
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight">{t.wishlist}</h1>
      {wishlist.isPending ? (
        <Spinner label={t.loadingYourWishlist} />
      ) : wishlist.isError ? (
        <ListProblem what={t.yourWishlist} onRetry={() => void wishlist.refetch()} />
      ) : books.length === 0 ? (
        <p className="mt-6 rounded-lg bg-white p-6 text-stone-600 ring-1 ring-stone-200">{t.wishlistEmpty}</p>
      ) : (
        <ul className="mt-6 flex flex-col gap-3">
          {books.map((book) => (
            <li
              key={book._id}
              className="flex items-center gap-4 rounded-xl bg-white p-3 shadow-sm ring-1 ring-stone-200"
            >
              <BookImage
                src={book.image}
                title={book.productName}
                alt=""
                width={48}
                height={72}
                className="aspect-[2/3] w-12 shrink-0 rounded-md bg-stone-100"
              />
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold text-stone-900">
                  <Link to={`/books/${book._id}`} className="hover:underline">
                    {book.productName}
                  </Link>
                </p>
                <p className="text-sm text-stone-600">
                  {formatTaka(book.resale)} · {placeName(book.location)}
                </p>
              </div>
              <span
                className={`shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold ${book.isSold ? 'bg-stone-200 text-stone-700' : 'bg-green-100 text-green-800'}`}
              >
                {book.isSold ? t.sold : t.available}
              </span>
              <button
                type="button"
                aria-label={t.removeProductnameFromWishlist({ productName: book.productName })}
                onClick={() =>
                  toggle.mutate(
                    { id: book._id, wishlisted: false },
                    { onSuccess: () => notify.success(t.removedFromWishlist) },
                  )
                }
                className="shrink-0 rounded-md px-3 py-1.5 text-sm font-medium text-rose-700 hover:bg-rose-50"
              >
                {t.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton query={wishlist} />
    </section>
  );
}
