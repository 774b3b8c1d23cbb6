// Route guards: a spinner while the session resolves, then the page or /login remembering the origin.
import type { Role } from '@boibazar/shared/identity';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../components/ui/Spinner.tsx';
import { useSession } from '../features/identity/api/session.ts';
import { useText } from '../i18n/i18n.ts';
import { appText } from '../i18n/shell.ts';

function ToLogin() {
  const location = useLocation();
  return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
}

export function RequireAuth({ children }: { children: ReactNode }) {
  const t = useText(appText);
  const session = useSession();
  if (session.status === 'loading') return <Spinner label={t.checkingYourSignIn} />;
  if (session.status === 'signedOut') return <ToLogin />;
  return <>{children}</>;
}

export function RequireRole({ role, children }: { role: Exclude<Role, 'Buyer'>; children: ReactNode }) {
  const t = useText(appText);
  const session = useSession();
  if (session.status === 'loading') return <Spinner label={t.checkingYourAccess} />;
  if (session.status === 'signedOut' || session.user.role !== role) return <ToLogin />;
  return <>{children}</>;
}
