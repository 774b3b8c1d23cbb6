import { NavLink, Outlet } from 'react-router';
import { useSession } from '../../features/identity/api/session.ts';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand-700 text-white' : 'text-stone-700 hover:bg-stone-100'}`;

export function DashboardLayout() {
  const { user } = useSession();
  const links: Array<[string, string]> = [
    ['/dashboard/myorders', 'My Orders'],
    ['/dashboard/wishlist', 'Wishlist'],
  ];
  if (user?.role === 'Seller')
    links.push(
      ['/dashboard/addproduct', 'Add a Product'],
      ['/dashboard/myproducts', 'My Product'],
      ['/dashboard/mybuyers', 'My Buyers'],
    );
  if (user?.role === 'Admin')
    links.push(
      ['/dashboard/addcategory', 'Add Category'],
      ['/dashboard/allseller', 'All Sellers'],
      ['/dashboard/allbuyer', 'All Buyers'],
      ['/dashboard/reporteditems', 'Reported Items'],
      ['/dashboard/outbox', 'Outbox'],
    );
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 md:flex-row">
      <nav aria-label="Dashboard" className="md:w-56 md:shrink-0">
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
