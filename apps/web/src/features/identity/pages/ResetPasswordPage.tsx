import { zodResolver } from '@hookform/resolvers/zod';
import { MIN_PASSWORD_LENGTH, newPasswordField } from '@boibazar/shared/identity';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { z } from 'zod';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { TextField } from '#app/components/ui/Field.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { accountText, authText } from '../i18n.ts';
import { linkTokenFrom, useResetPassword } from '../api/account-links.ts';
import { AuthCard, FormError } from '../components/AuthCard.tsx';

const formSchema = z.object({ password: newPasswordField });

/** The emailed link's page (`/reset-password#token=…`): a new password, then sign in with it. */
export function ResetPasswordPage() {
  const t = useText(accountText);
  const auth = useText(authText);
  const location = useLocation();
  const [token] = useState(() => linkTokenFrom(location.hash));
  const reset = useResetPassword();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.infer<typeof formSchema>>({ resolver: zodResolver(formSchema) });

  const onSubmit = handleSubmit(({ password }) => {
    setError(null);
    reset.mutate({ token: token ?? '', password }, { onError: (e) => setError(e.message) });
  });

  if (!token) {
    return (
      <AuthCard title={t.resetTitle} subtitle={t.resetSubtitle}>
        <p role="alert" className="text-sm text-red-700">
          {t.linkMissing}
        </p>
        <AskAgain />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t.resetTitle} subtitle={t.resetSubtitle}>
      {reset.isSuccess ? (
        <>
          <p role="status" className="rounded-md bg-green-50 px-3 py-3 text-sm text-green-900">
            {t.passwordSaved}
          </p>
          <Link
            to="/login"
            className={buttonClass({ size: 'lg', className: 'mt-4 block w-full text-center' })}
          >
            {auth.login}
          </Link>
        </>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <TextField
            id="reset-password"
            label={t.newPassword}
            type="password"
            autoComplete="new-password"
            aria-describedby="reset-password-rules"
            registration={register('password')}
            error={errors.password?.message}
          />
          <p id="reset-password-rules" className="text-xs text-stone-600">
            {auth.passwordRules({ min: MIN_PASSWORD_LENGTH })}
          </p>
          <button
            type="submit"
            disabled={reset.isPending}
            className={buttonClass({ size: 'lg', className: 'w-full' })}
          >
            {reset.isPending ? t.saving : t.savePassword}
          </button>
        </form>
      )}
      <FormError message={error} />
      {error ? <AskAgain /> : null}
    </AuthCard>
  );
}

function AskAgain() {
  const t = useText(accountText);
  return (
    <p className="mt-4 text-center text-sm">
      <Link to="/forgot-password" className="font-semibold text-brand-700 underline">
        {t.askNewLink}
      </Link>
    </p>
  );
}
