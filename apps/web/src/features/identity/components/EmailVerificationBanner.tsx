import { useText } from '#app/i18n/i18n.ts';
import { accountText } from '../i18n.ts';
import { useEmailStatus, useResendVerification } from '../api/account-links.ts';

/** Above every page while the signed-in member's email is unverified, with "send again" (decision 205). */
export function EmailVerificationBanner({ userId }: { userId: string }) {
  const t = useText(accountText);
  const status = useEmailStatus(userId);
  const resend = useResendVerification();
  if (!status.data || status.data.emailVerified) return null;
  return (
    <section
      aria-label={t.bannerLabel}
      className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-950"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1">
        <p className="min-w-0 break-words">{t.bannerText({ email: status.data.email })}</p>
        {resend.isSuccess ? (
          <p role="status" className="font-semibold">
            {t.resent}
          </p>
        ) : (
          <button
            type="button"
            onClick={() => resend.mutate()}
            disabled={resend.isPending}
            className="rounded font-semibold text-amber-950 underline disabled:opacity-60"
          >
            {resend.isPending ? t.sending : t.resend}
          </button>
        )}
        {resend.isError ? (
          <p role="alert" className="font-semibold text-red-700">
            {resend.error.message}
          </p>
        ) : null}
      </div>
    </section>
  );
}
