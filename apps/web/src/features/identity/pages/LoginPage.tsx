import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, safeReturnPath, type LoginInput } from '@boibazar/shared/identity';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { TextField } from '#app/components/ui/Field.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { accountText, authText } from '../i18n.ts';
import { takeGoogleResult } from '../api/google-sign-in.ts';
import { identityKeys } from '../api/identity-keys.ts';
import { fetchSession } from '../api/session.ts';
import { useSignIn } from '../api/sign-in.ts';
import { AuthCard, FormError, OrDivider } from '../components/AuthCard.tsx';
import { GoogleSignInButton } from '../components/GoogleSignInButton.tsx';
import { PhoneSignInOption } from '../components/PhoneSignIn.tsx';
import { buttonClass } from '#app/components/ui/Button.tsx';

/** Sign in (spec §2): email and password, 'Login', a link to register and 'CONTINUE WITH GOOGLE'. */
export function LoginPage() {
  const t = useText(authText);
  const account = useText(accountText);
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const returnTo = safeReturnPath((location.state as { from?: unknown } | null)?.from);
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema) });

  // Coming back from Google: the token is taken from the fragment while rendering, before any session
  // fetch can start without it; then the session is loaded and the person goes on, or sees why it failed.
  const [google] = useState(takeGoogleResult);
  const [error, setError] = useState<string | null>(google && 'error' in google ? google.error : null);
  useEffect(() => {
    if (!google) return;
    if ('error' in google) {
      console.error('Google sign-in failed:', google.error);
      return;
    }
    void (async () => {
      await queryClient.cancelQueries({ queryKey: identityKeys.session });
      queryClient.setQueryData(identityKeys.session, await fetchSession());
      navigate(google.returnTo, { replace: true });
    })();
  }, [google, navigate, queryClient]);

  const onSubmit = handleSubmit((values) => {
    setError(null);
    signIn.mutate(values, {
      onSuccess: () => navigate(returnTo, { replace: true }),
      onError: (e) => setError(e.message),
    });
  });

  return (
    <AuthCard title={t.login} subtitle={t.welcomeBack}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          id="login-email"
          label={t.email}
          type="email"
          autoComplete="email"
          registration={register('email')}
          error={errors.email?.message}
        />
        <TextField
          id="login-password"
          label={t.password}
          type="password"
          autoComplete="current-password"
          registration={register('password')}
          error={errors.password?.message}
        />
        <p className="-mt-2 text-right text-sm">
          <Link to="/forgot-password" className="font-semibold text-brand-700 underline">
            {account.forgotPassword}
          </Link>
        </p>
        <button
          type="submit"
          disabled={signIn.isPending}
          className={buttonClass({ size: 'lg', className: 'w-full' })}
        >
          {signIn.isPending ? t.signingIn : t.login}
        </button>
      </form>
      <FormError message={error} />
      <p className="mt-4 text-center text-sm text-stone-600">
        {t.newHere}{' '}
        <Link to="/signup" state={location.state} className="font-semibold text-brand-700 underline">
          {t.createAccount}
        </Link>
      </p>
      <OrDivider />
      <div className="space-y-3">
        <PhoneSignInOption returnTo={returnTo} />
        <GoogleSignInButton returnTo={returnTo} />
      </div>
    </AuthCard>
  );
}
