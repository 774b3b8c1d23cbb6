import { hasRealEmail } from '@boibazar/shared/phone';
import { Spinner } from '#app/components/ui/Spinner.tsx';
import { VerifiedTick } from '#app/components/ui/VerifiedTick.tsx';
import { useSession } from '../api/session.ts';
import { Avatar } from '../components/Avatar.tsx';
import { EmailSettings } from '../components/EmailSettings.tsx';
import { PhoneSettings } from '../components/PhoneSettings.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { identityText } from '../i18n.ts';

// The spec's social links, made real (decision 421): each shares the seller's public shelf (a buyer's or
// the admin's: BoiBazar itself) through the site's own share address, in a new tab.
const SOCIAL = [
  {
    name: 'Facebook',
    share: (url: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    path: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.2V10H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5z',
  },
  {
    name: 'Twitter',
    share: (url: string, text: string) =>
      `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`,
    path: 'M22 6c-.7.3-1.5.6-2.3.7.8-.5 1.5-1.3 1.8-2.2-.8.5-1.7.8-2.6 1a4 4 0 00-6.9 3.7A11.4 11.4 0 013.7 5a4 4 0 001.2 5.4c-.7 0-1.3-.2-1.8-.5 0 2 1.4 3.6 3.2 4a4 4 0 01-1.8.1 4 4 0 003.8 2.8A8.1 8.1 0 012 18.4 11.4 11.4 0 008.2 20c7.4 0 11.5-6.2 11.5-11.5v-.5c.8-.6 1.5-1.3 2.3-2z',
  },
  {
    name: 'LinkedIn',
    share: (url: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
    path: 'M4.98 3.5a2.5 2.5 0 110 5 2.5 2.5 0 010-5zM3 9.5h4V21H3zM9.5 9.5h3.8v1.6h.1c.5-1 1.8-2 3.7-2 4 0 4.7 2.6 4.7 6V21h-4v-5.2c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7V21h-4z',
  },
];

/** The dashboard's welcome page (spec §2): role + 'Dashboard', photo, name, verified tick, email, social links. */
export function DashboardHomePage() {
  const t = useText(identityText);
  const session = useSession();
  if (session.status !== 'signedIn') return <Spinner label={t.loadingYourProfile} />;
  const { user } = session;
  const shelf = user.role === 'Seller';
  const shareUrl = shelf ? `${window.location.origin}/sellers/${user._id}` : `${window.location.origin}/`;
  const shareText = shelf ? t.shelfShareText({ name: user.name }) : t.boiBazarShareText;
  return (
    <section
      aria-labelledby="dashboard-title"
      className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      <div className="h-24 bg-gradient-to-r from-brand-700 to-brand-500" aria-hidden="true" />
      <div className="-mt-12 flex flex-col items-center px-6 pb-8 text-center">
        <Avatar name={user.name} image={user.image} />
        <h1 id="dashboard-title" className="mt-4 text-2xl font-bold text-stone-900">
          {user.role === 'Buyer' ? t.buyer : user.role === 'Seller' ? t.seller : t.admin} {t.dashboard}
        </h1>
        <p className="mt-2 flex items-center justify-center gap-1.5 text-lg font-semibold text-stone-800">
          <span>{user.name}</span>
          {user.verified && <VerifiedTick label={t.verified} className="h-5 w-5" />}
        </p>
        {hasRealEmail(user.email) && <p className="text-stone-600">{user.email}</p>}
        <ul className="mt-5 flex gap-3" aria-label={t.socialLinks}>
          {SOCIAL.map(({ name, path, share }) => (
            <li key={name}>
              <a
                href={share(shareUrl, shareText)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={shelf ? t.shareShelfOn({ site: name }) : t.shareBoiBazarOn({ site: name })}
                title={name}
                className="flex h-10 w-10 items-center justify-center rounded-full bg-stone-100 text-stone-700 hover:bg-brand-50 hover:text-brand-800"
              >
                <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
                  <path fill="currentColor" d={path} />
                </svg>
              </a>
            </li>
          ))}
        </ul>
        {hasRealEmail(user.email) && <EmailSettings userId={user._id} />}
        <PhoneSettings />
      </div>
    </section>
  );
}
