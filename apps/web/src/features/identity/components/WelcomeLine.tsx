// The one-line welcome on the page a new account lands on after sign-up (issue 25); it shows only in the
// history entry the sign-up made, so it is gone on the next page.
import { useLocation } from 'react-router';
import { useText } from '#app/i18n/i18n.ts';
import { authText } from '../i18n.ts';
import { useSession } from '../api/session.ts';
import { welcomeIn } from '../after-sign-up.ts';

export function WelcomeLine() {
  const t = useText(authText);
  const { state } = useLocation();
  const { user } = useSession();
  const welcome = welcomeIn(state);
  if (!welcome || !user) return null;
  const name = user.name;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-4">
      <p
        role="status"
        className="rounded-lg bg-brand-50 px-4 py-3 text-sm font-medium text-brand-900 ring-1 ring-brand-100"
      >
        {welcome === 'Seller' ? t.welcomeSeller({ name }) : t.welcomeBuyer({ name })}
      </p>
    </div>
  );
}
