import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { accountText } from '../i18n.ts';
import { linkTokenFrom, useVerifyEmail } from '../api/account-links.ts';
import { AuthCard, FormError } from '../components/AuthCard.tsx';

/** A sign-up's or an email change's link (`/verify-email#token=…`): opened once, on arrival. */
export function VerifyEmailPage() {
  const t = useText(accountText);
  const location = useLocation();
  const [token] = useState(() => linkTokenFrom(location.hash));
  const verify = useVerifyEmail();
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate(token);
  }, [token, verify]);

  return (
    <AuthCard title={t.verifyTitle} subtitle={t.verifySubtitle}>
      {!token ? (
        <p role="alert" className="text-sm text-red-700">
          {t.linkMissing}
        </p>
      ) : verify.isSuccess ? (
        <p role="status" className="rounded-md bg-green-50 px-3 py-3 text-sm text-green-900">
          {t.verified({ email: verify.data.email })}
        </p>
      ) : verify.isError ? (
        <FormError message={verify.error.message} />
      ) : (
        <p role="status" className="text-sm text-stone-700">
          {t.verifying}
        </p>
      )}
      <Link to="/" className={buttonClass({ size: 'lg', className: 'mt-4 block w-full text-center' })}>
        {t.continue}
      </Link>
    </AuthCard>
  );
}
