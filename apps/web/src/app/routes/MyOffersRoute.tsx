// Composes the session (identity) with My Offers (offers): sellers also see the offers on their books.
import { useSession } from '#app/features/identity/api/session.ts';
import { MyOffersPage } from '#app/features/offers/pages/MyOffersPage.tsx';

export function MyOffersRoute() {
  const { user } = useSession();
  return user ? <MyOffersPage isSeller={user.role === 'Seller'} /> : null;
}
