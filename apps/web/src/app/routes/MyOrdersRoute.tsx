// Composes the session (identity) with My Orders (orders) and the way to help on orders.
import { HelpLink } from '#app/features/help/components/HelpLink.tsx';
import { useSession } from '#app/features/identity/api/session.ts';
import { MyOrdersPage } from '#app/features/orders/pages/MyOrdersPage.tsx';

export function MyOrdersRoute() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <>
      <MyOrdersPage email={user.email} />
      <HelpLink className="mt-6" />
    </>
  );
}
