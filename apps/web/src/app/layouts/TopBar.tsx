import { useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { useSession } from '../../features/identity/api/session.ts';
import { useSignOut } from '../../features/identity/api/sign-out.ts';
import { SearchBox } from './SearchBox.tsx';

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand-50 text-brand-800' : 'text-stone-700 hover:bg-stone-100'}`;

export function TopBar() {
  const session = useSession();
  const [open, setOpen] = useState(false);
  const signOut = useSignOut();
  const navigate = useNavigate();

  const logOut = () => signOut.mutate(undefined, { onSettled: () => navigate('/') });

  const menu = (
    <>
      <NavLink to="/allcategories" className={navClass} onClick={() => setOpen(false)}>
        Categories
      </NavLink>
      <NavLink to="/blog" className={navClass} onClick={() => setOpen(false)}>
        Blog
      </NavLink>
    </>
  );

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-3">
        <button
          type="button"
          className="rounded-md p-2 md:hidden"
          aria-label="Menu"
          aria-expanded={open}
          aria-controls="main-menu"
          onClick={() => setOpen((v) => !v)}
        >
          <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true">
            <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <Link to="/" className="text-xl font-bold tracking-tight text-brand-800">
          BoiBazar
        </Link>
        <div className="ml-4 hidden gap-1 md:flex">{menu}</div>
        <SearchBox className="ml-auto hidden md:flex" />
        <div className="ml-auto flex items-center gap-2 md:ml-2">
          {session.status === 'signedIn' ? (
            <>
              <NavLink to="/dashboard" className={navClass}>
                Dashboard
              </NavLink>
              <button
                type="button"
                onClick={logOut}
                disabled={signOut.isPending}
                className="rounded-md bg-stone-900 px-3 py-2 text-sm font-medium text-white hover:bg-stone-700"
              >
                Log Out
              </button>
            </>
          ) : session.status === 'signedOut' ? (
            <Link
              to="/login"
              className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
            >
              Login
            </Link>
          ) : null}
        </div>
      </nav>
      {open && (
        <div id="main-menu" className="flex flex-col gap-1 border-t border-stone-200 px-4 py-2 md:hidden">
          <SearchBox className="mb-1 flex" onSearch={() => setOpen(false)} />
          {menu}
        </div>
      )}
    </header>
  );
}
