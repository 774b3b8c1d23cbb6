import { useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { MessagesLink } from '#app/features/conversations/components/MessagesLink.tsx';
import { useSession } from '#app/features/identity/api/session.ts';
import { NotificationBell } from '#app/features/notifications/components/NotificationBell.tsx';
import { useSignOut } from '#app/features/identity/api/sign-out.ts';
import { ConfirmButton } from '#app/components/ui/ConfirmButton.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { appText, confirmText, layoutText } from '#app/i18n/shell.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { SearchBox } from './SearchBox.tsx';

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand-50 text-brand-800' : 'text-stone-700 hover:bg-stone-100'}`;

export function TopBar() {
  const tApp = useText(appText);
  const t = useText(layoutText);
  const tConfirm = useText(confirmText);
  const session = useSession();
  const [open, setOpen] = useState(false);
  const signOut = useSignOut();
  const navigate = useNavigate();

  const logOut = () => signOut.mutate(undefined, { onSettled: () => navigate('/') });

  const menu = (
    <>
      <NavLink to="/allcategories" className={navClass} onClick={() => setOpen(false)}>
        {t.categories}
      </NavLink>
      <NavLink to="/blog" className={navClass} onClick={() => setOpen(false)}>
        {t.blog}
      </NavLink>
    </>
  );

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      <nav aria-label={t.mainNav} className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-3">
        <button
          type="button"
          className="rounded-md p-2 md:hidden"
          aria-label={t.menu}
          aria-expanded={open}
          aria-controls="main-menu"
          onClick={() => setOpen((v) => !v)}
        >
          <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true">
            <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <Link to="/" className="text-xl font-bold tracking-tight text-brand-800">
          {tApp.boibazar}
        </Link>
        <div className="ml-4 hidden gap-1 md:flex">{menu}</div>
        <SearchBox className="ml-auto hidden md:flex" />
        <div className="ml-auto flex items-center gap-1 sm:gap-2 md:ml-2">
          {/* Signed in on a phone, the bar is full (messages, bell, Dashboard): the switch is in the menu. */}
          <LanguageSwitch className={session.status === 'signedIn' ? 'max-sm:hidden' : ''} />
          {session.status === 'signedIn' ? (
            <>
              <MessagesLink />
              <NotificationBell />
              {/* On a phone the bar has no room for words next to the language, the messages and the bell:
                  Dashboard is an icon (same name for screen readers) and Log Out is in the menu. */}
              <NavLink to="/dashboard" className={(state) => `${navClass(state)} max-sm:p-1.5`}>
                <svg viewBox="0 0 24 24" className="h-6 w-6 sm:hidden" aria-hidden="true">
                  <path
                    d="M12 12a4 4 0 100-8 4 4 0 000 8zm-7 8a7 7 0 0114 0"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                  />
                </svg>
                <span className="max-sm:sr-only">{t.dashboard}</span>
              </NavLink>
              <button
                type="button"
                onClick={logOut}
                disabled={signOut.isPending}
                className="hidden whitespace-nowrap rounded-md bg-stone-900 px-3 py-2 text-sm font-medium text-white hover:bg-stone-700 sm:block"
              >
                {t.logOut}
              </button>
            </>
          ) : session.status === 'signedOut' ? (
            <Link
              to="/login"
              className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
            >
              {t.login}
            </Link>
          ) : null}
        </div>
      </nav>
      {open && (
        <div id="main-menu" className="flex flex-col gap-1 border-t border-stone-200 px-4 py-2 md:hidden">
          <SearchBox className="mb-1 flex" onSearch={() => setOpen(false)} />
          {menu}
          {session.status === 'signedIn' && <LanguageSwitch className="self-start sm:hidden" />}
          {session.status === 'signedIn' && (
            // On a phone Log Out sits among the menu's links, where a stray tap is easy: it asks first.
            <ConfirmButton
              title={tConfirm.logOutTitle}
              body={tConfirm.logOutBody}
              confirmLabel={t.logOut}
              onConfirm={() => {
                setOpen(false);
                logOut();
              }}
              disabled={signOut.isPending}
              className="rounded-md px-3 py-2 text-left text-sm font-medium text-stone-700 hover:bg-stone-100 sm:hidden"
            >
              {t.logOut}
            </ConfirmButton>
          )}
        </div>
      )}
    </header>
  );
}
