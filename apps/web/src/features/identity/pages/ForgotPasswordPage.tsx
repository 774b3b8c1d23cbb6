import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@boibazar/shared/account';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/Field.tsx';
import { useText } from '../../../i18n/i18n.ts';
import { useForgotPassword } from '../api/account-links.ts';
import { AuthCard, FormError } from '../components/AuthCard.tsx';

/** Forgot password (decision 205): the same answer whether or not an account uses the email. */
export function ForgotPasswordPage() {
  const t = useText('account');
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordInput>({ resolver: zodResolver(forgotPasswordSchema) });

  const onSubmit = handleSubmit((values) => {
    setError(null);
    forgot.mutate(values, {
      onSuccess: () => setSentTo(values.email),
      onError: (e) => setError(e.message),
    });
  });

  return (
    <AuthCard title={t.forgotTitle} subtitle={t.forgotSubtitle}>
      {sentTo ? (
        <p role="status" className="rounded-md bg-green-50 px-3 py-3 text-sm text-green-900">
          {t.linkSent({ email: sentTo })}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <TextField
            id="forgot-email"
            label={t.email}
            type="email"
            autoComplete="email"
            registration={register('email')}
            error={errors.email?.message}
          />
          <button
            type="submit"
            disabled={forgot.isPending}
            className={buttonClass({ size: 'lg', className: 'w-full' })}
          >
            {forgot.isPending ? t.sending : t.sendLink}
          </button>
        </form>
      )}
      <FormError message={error} />
      <p className="mt-4 text-center text-sm">
        <Link to="/login" className="font-semibold text-brand-700 underline">
          {t.backToLogin}
        </Link>
      </p>
    </AuthCard>
  );
}
