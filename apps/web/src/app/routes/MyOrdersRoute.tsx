// Composes the session (identity) with My Orders (orders).
import { useSession } from '../../features/identity/api/session.ts';
import { MyOrdersPage } from '../../features/orders/pages/MyOrdersPage.tsx';

export function MyOrdersRoute() {
  const { user } = useSession();
  return user ? <MyOrdersPage email={user.email} /> : null;
}
