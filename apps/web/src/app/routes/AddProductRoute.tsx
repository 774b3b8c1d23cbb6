// /dashboard/addproduct: the catalogue's form, filled from the signed-in seller's account.
import { AddProductPage } from '../../features/catalogue/pages/AddProductPage.tsx';
import { useSession } from '../../features/identity/api/session.ts';

export function AddProductRoute() {
  const { user } = useSession();
  return user ? <AddProductPage seller={user} /> : null;
}
