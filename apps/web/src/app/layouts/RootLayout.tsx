import { Outlet } from 'react-router';
import { useSession } from '../../features/identity/api/session.ts';
import { useLiveEvents } from '../../features/live/use-live-events.ts';
import { Footer } from './Footer.tsx';
import { TopBar } from './TopBar.tsx';

export function RootLayout() {
  const { user } = useSession();
  useLiveEvents(user?._id);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <TopBar />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
