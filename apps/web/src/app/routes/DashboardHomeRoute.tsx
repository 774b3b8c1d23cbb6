// The dashboard home composes features by role: the admin's shop overview comes first; a seller sees
// their shop (orders feature) and, like every buyer, the bookings waiting for payment; everyone's profile
// welcome (identity) follows, with their delivery addresses (delivery) and email preferences (notifications).
import { AdminOverview } from '#app/features/admin/components/AdminOverview.tsx';
import { AddressBook } from '#app/features/delivery/components/AddressBook.tsx';
import { useSession } from '#app/features/identity/api/session.ts';
import { StartSelling } from '#app/features/identity/components/StartSelling.tsx';
import { DashboardHomePage } from '#app/features/identity/pages/DashboardHomePage.tsx';
import { EmailPreferences } from '#app/features/notifications/components/EmailPreferences.tsx';
import { SellerShop } from '#app/features/orders/components/SellerShop.tsx';
import { WaitingForYou } from '#app/features/orders/components/WaitingForYou.tsx';

export function DashboardHomeRoute() {
  const session = useSession();
  const role = session.user?.role;
  if (role === 'Admin')
    return (
      <div className="flex flex-col gap-6">
        <AdminOverview />
        <DashboardHomePage />
        <EmailPreferences />
      </div>
    );
  return (
    <div className="flex flex-col gap-6">
      <DashboardHomePage />
      {role === 'Buyer' && <StartSelling />}
      {role === 'Seller' && <SellerShop />}
      {role && <WaitingForYou />}
      {role && <AddressBook />}
      {role && <EmailPreferences />}
    </div>
  );
}
