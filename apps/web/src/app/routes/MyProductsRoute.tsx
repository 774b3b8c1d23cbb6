// /dashboard/myproducts: the catalogue's table for the signed-in seller's own email.
import { MyProductsPage } from '#app/features/catalogue/pages/MyProductsPage.tsx';
import { useSession } from '#app/features/identity/api/session.ts';

export function MyProductsRoute() {
  const { user } = useSession();
  return user ? <MyProductsPage email={user.email} /> : null;
}
