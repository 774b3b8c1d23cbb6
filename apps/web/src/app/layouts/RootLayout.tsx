import { Outlet, ScrollRestoration } from 'react-router';
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
      {/* At least a screen tall, so the footer never shows above the fold and jumps when a page loads. */}
      <main id="main" className="min-h-screen flex-1">
        <Outlet />
      </main>
      <Footer />
      {/* A new page starts at the top; Back returns to where the reader was. */}
      <ScrollRestoration />
    </div>
  );
}
