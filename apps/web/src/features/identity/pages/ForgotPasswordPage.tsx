import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@boibazar/shared/account';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { TextField } from '#app/components/ui/Field.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { accountText } from '../i18n.ts';
import { useForgotPassword } from '../api/account-links.ts';
import { AuthCard, FormError } from '../components/AuthCard.tsx';

/**
 * Forgot password (decision 205): the same answer whether or not an account uses the email. Where the link
 * went is kept in the history entry's state, so the answer shows even if the page re-mounts meanwhile.
 */
export function ForgotPasswordPage() {
  const t = useText(accountText);
  const navigate = useNavigate();
  const sentTo = (useLocation().state as { sentTo?: string } | null)?.sentTo ?? null;
  const forgot = useForgotPassword((email) => {
    void navigate('.', { replace: true, state: { sentTo: email } });
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordInput>({ resolver: zodResolver(forgotPasswordSchema) });

  const onSubmit = handleSubmit((values) => forgot.mutate(values));

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
      <FormError message={forgot.error?.message ?? null} />
      <p className="mt-4 text-center text-sm">
        <Link to="/login" className="font-semibold text-brand-700 underline">
          {t.backToLogin}
        </Link>
      </p>
    </AuthCard>
  );
}
