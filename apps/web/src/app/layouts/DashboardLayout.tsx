import { NavLink, Outlet } from 'react-router';
import { useSession } from '#app/features/identity/api/session.ts';
import { useText } from '#app/i18n/i18n.ts';
import { dashboardMenuText } from '#app/i18n/shell.ts';
import { phoneText } from '#app/features/identity/i18n.ts';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand-700 text-white' : 'text-stone-700 hover:bg-stone-100'}`;

export function DashboardLayout() {
  const t = useText(dashboardMenuText);
  const tPhone = useText(phoneText);
  const { user } = useSession();
  const links: Array<[string, string]> = [
    ['/dashboard/myorders', t.myOrders],
    ['/dashboard/offers', t.myOffers],
    ['/dashboard/exchanges', t.myExchanges],
    ['/dashboard/messages', t.messages],
    ['/dashboard/notifications', t.notifications],
    ['/dashboard/wishlist', t.wishlist],
    ['/dashboard/saved-searches', t.savedSearches],
  ];
  if (user?.role === 'Seller')
    links.push(
      ['/dashboard/addproduct', t.addProduct],
      ['/dashboard/myproducts', t.myProducts],
      ['/dashboard/mybuyers', t.myBuyers],
      ['/dashboard/earnings', t.earnings],
    );
  if (user?.role === 'Admin')
    links.push(
      ['/dashboard/addcategory', t.addCategory],
      ['/dashboard/allseller', t.allSellers],
      ['/dashboard/allbuyer', t.allBuyers],
      ['/dashboard/reporteditems', t.reportedItems],
      ['/dashboard/disputes', t.disputes],
      ['/dashboard/exchange-disputes', t.disputedExchanges],
      ['/dashboard/payouts', t.payouts],
      ['/dashboard/ledger', t.ledger],
      ['/dashboard/settlements', t.courierSettlements],
      ['/dashboard/outbox', t.outbox],
      ['/dashboard/sms', tPhone.smsSandbox],
      ['/dashboard/audit', t.auditTrail],
      ['/dashboard/system', t.system],
    );
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 md:flex-row">
      <nav aria-label={t.nav} className="md:w-56 md:shrink-0">
        <ul className="flex flex-wrap gap-1 md:flex-col md:flex-nowrap">
          {links.map(([to, label]) => (
            <li key={to} className="shrink-0">
              <NavLink to={to} className={linkClass}>
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
