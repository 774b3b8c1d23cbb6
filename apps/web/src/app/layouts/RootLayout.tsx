import { Outlet } from 'react-router';
import { useSession } from '#app/features/identity/api/session.ts';
import { EmailVerificationBanner } from '#app/features/identity/components/EmailVerificationBanner.tsx';
import { useLiveEvents } from '#app/features/live/use-live-events.ts';
import { useStore } from '@nanostores/react';
import { Fragment } from 'react';
import { useProfileLanguage } from '#app/features/identity/api/language.ts';
import { WelcomeLine } from '#app/features/identity/components/WelcomeLine.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { layoutText } from '#app/i18n/shell.ts';
import { language } from '#app/i18n/locale.ts';
import { Footer } from './Footer.tsx';
import { TopBar } from './TopBar.tsx';

export function RootLayout() {
  const { user } = useSession();
  useLiveEvents(user?._id);
  useProfileLanguage(user?._id);
  const t = useText(layoutText);
  // NOTE: the page below is drawn anew when the language changes, so every number, price and date
  // (formatted outside React's state) follows it.
  const current = useStore(language);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t.skipToContent}
      </a>
      <TopBar />
      {user ? <EmailVerificationBanner userId={user._id} /> : null}
      {/* At least a screen tall, so the footer never shows above the fold and jumps when a page loads. */}
      <main id="main" className="min-h-screen flex-1">
        <Fragment key={current}>
          <WelcomeLine />
          <Outlet />
        </Fragment>
      </main>
      <Footer />
    </div>
  );
}
