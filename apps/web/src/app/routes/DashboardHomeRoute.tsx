// The dashboard home composes two features: everyone's profile welcome (identity) and, for the admin,
// the shop overview (admin).
import { AdminOverview } from '../../features/admin/components/AdminOverview.tsx';
import { useSession } from '../../features/identity/api/session.ts';
import { DashboardHomePage } from '../../features/identity/pages/DashboardHomePage.tsx';

export function DashboardHomeRoute() {
  const session = useSession();
  return (
    <>
      <DashboardHomePage />
      {session.user?.role === 'Admin' && <AdminOverview />}
    </>
  );
}
